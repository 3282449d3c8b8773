// The list lives in the contract; the seed data's tools import it from here.
export { GENRES, isGenre, type Genre } from '../../../src/api/contract/genres';
