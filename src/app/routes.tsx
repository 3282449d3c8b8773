import type { RouteObject } from 'react-router-dom';
import { Navigate } from 'react-router-dom';
import { AppLayout, type AppLayoutProps } from './AppLayout';
import { GuestOnly, RequireSession } from './guards';

/**
 * Every route of the spec. Each screen is its own lazy chunk, so the first route loads only
 * the shell and its own screen.
 */
export function createRoutes(layout: AppLayoutProps = {}): RouteObject[] {
  return [
    {
      element: <AppLayout {...layout} />,
      children: [
        {
          path: '/',
          lazy: async () => {
            const { LandingScreen } = await import('../screens/LandingScreen');
            return {
              element: (
                <GuestOnly>
                  <LandingScreen />
                </GuestOnly>
              ),
            };
          },
        },
        {
          path: '/login',
          lazy: async () => {
            const { LoginScreen } = await import('../screens/LoginScreen');
            return {
              element: (
                <GuestOnly>
                  <LoginScreen />
                </GuestOnly>
              ),
            };
          },
        },
        {
          path: '/register',
          lazy: async () => {
            const { RegisterScreen } = await import('../screens/RegisterScreen');
            return {
              element: (
                <GuestOnly>
                  <RegisterScreen />
                </GuestOnly>
              ),
            };
          },
        },
        // The spec's social page links to /auth; it is the sign-in page.
        { path: '/auth', element: <Navigate to="/login" replace /> },
        {
          path: '/dashboard',
          lazy: async () => {
            const { DashboardScreen } = await import('../screens/DashboardScreen');
            return {
              element: (
                <RequireSession>
                  <DashboardScreen />
                </RequireSession>
              ),
            };
          },
        },
        {
          path: '/explore',
          lazy: async () => ({
            Component: (await import('../screens/ExploreScreen')).ExploreScreen,
          }),
        },
        {
          path: '/category/:name',
          lazy: async () => ({
            Component: (await import('../screens/CategoryScreen')).CategoryScreen,
          }),
        },
        {
          path: '/book/details',
          lazy: async () => ({
            Component: (await import('../screens/BookDetailsScreen')).BookDetailsScreen,
          }),
        },
        {
          path: '/profile',
          lazy: async () => ({
            Component: (await import('../screens/ProfileScreen')).ProfileScreen,
          }),
        },
        {
          path: '/user/profile',
          lazy: async () => ({
            Component: (await import('../screens/UserProfileScreen')).UserProfileScreen,
          }),
        },
        {
          path: '/settings',
          lazy: async () => ({
            Component: (await import('../screens/SettingsScreen')).SettingsScreen,
          }),
        },
        {
          path: '/social',
          lazy: async () => ({ Component: (await import('../screens/SocialScreen')).SocialScreen }),
        },
        {
          path: '*',
          lazy: async () => ({
            Component: (await import('../screens/NotFoundScreen')).NotFoundScreen,
          }),
        },
      ],
    },
  ];
}
