/*
 * Deterministic inline images for stories: no network, identical pixels on every run.
 * Drawn for Shelfmark as small SVGs.
 */

const svgUrl = (svg: string) => `data:image/svg+xml,${encodeURIComponent(svg)}`;

/** A portrait: head and shoulders on a warm background (also served as any reader's avatar). */
export const portraitSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96">
    <rect width="96" height="96" fill="#c9a27e"/>
    <circle cx="48" cy="38" r="17" fill="#f3e3cf"/>
    <path d="M26 30c2-14 12-20 22-20s20 6 22 20c-6-6-14-8-22-8s-16 2-22 8z" fill="#4a2c1f"/>
    <path d="M14 96c4-20 18-30 34-30s30 10 34 30z" fill="#1f5b7a"/>
  </svg>`;
export const portraitDataUrl = svgUrl(portraitSvg);

/** A printed-looking cover: deep green with a gold frame and a sun. */
export const coverDataUrl = svgUrl(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 300">
    <rect width="200" height="300" fill="#2e4a3b"/>
    <rect x="12" y="12" width="176" height="276" fill="none" stroke="#d9b36a" stroke-width="3"/>
    <circle cx="100" cy="130" r="40" fill="#d9b36a"/>
    <path d="M20 220h160" stroke="#d9b36a" stroke-width="2"/>
  </svg>`,
);

/** A second cover: navy with waves, used where two distinct covers are needed. */
export const coverAltDataUrl = svgUrl(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 300">
    <rect width="200" height="300" fill="#1e3452"/>
    <path d="M0 200q25-20 50 0t50 0 50 0 50 0v100H0z" fill="#8ec3e0"/>
    <path d="M0 230q25-20 50 0t50 0 50 0 50 0v70H0z" fill="#f3e8d2"/>
    <circle cx="150" cy="80" r="22" fill="#f3e8d2"/>
  </svg>`,
);
