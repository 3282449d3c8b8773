/** The year `npm run build` ran in (scripts/build-defines.ts). */
declare const __BUILD_YEAR__: number;

/** Where readers write about accessibility: SHELFMARK_CONTACT_EMAIL at build time. */
declare const __CONTACT_EMAIL__: string;
