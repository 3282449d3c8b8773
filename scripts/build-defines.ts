// Constants fixed when the bundle is built, shared by the app's and the tests' Vite configs.
// The landing page is prerendered at build time, so its HTML carries the build's year; the app
// renders that same year while it takes such HTML over (see AppLayout) and the current one after.
// The accessibility statement's contact is the deployment's own address, given when it builds
// (SHELFMARK_CONTACT_EMAIL); without one it stays on the reserved .test domain.
export const buildDefines = {
  __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  __CONTACT_EMAIL__: JSON.stringify(
    process.env.SHELFMARK_CONTACT_EMAIL?.trim() || 'accessibility@shelfmark.test',
  ),
};
