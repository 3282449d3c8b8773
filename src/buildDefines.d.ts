/** The year `npm run build` ran in (scripts/build-defines.ts). */
declare const __BUILD_YEAR__: number;
