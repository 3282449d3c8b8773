// Constants fixed when the bundle is built, shared by the app's and the tests' Vite configs.
// The landing page is prerendered at build time, so its HTML carries the build's year; the app
// renders that same year while it takes such HTML over (see AppLayout) and the current one after.
export const buildDefines = {
  __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
};
