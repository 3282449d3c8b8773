import { lazy, type ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { AppLayout, type AppLayoutProps } from './AppLayout';
import { GuestOnly, RequireSession } from './guards';

/**
 * Each screen is its own chunk, so the first route loads only the shell and its own screen.
 * Declarative routes (not the data router): the app loads its data in machines, so the data
 * router's loaders would go unused while costing the first page 17 KB gzip.
 */
const screen = <Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
) => lazy(() => load().then((module) => ({ default: module[name] })));

const LandingScreen = screen(() => import('../screens/LandingScreen'), 'LandingScreen');
const LoginScreen = screen(() => import('../screens/LoginScreen'), 'LoginScreen');
const RegisterScreen = screen(() => import('../screens/RegisterScreen'), 'RegisterScreen');
const DashboardScreen = screen(() => import('../screens/DashboardScreen'), 'DashboardScreen');
const ExploreScreen = screen(() => import('../screens/ExploreScreen'), 'ExploreScreen');
const CategoryScreen = screen(() => import('../screens/CategoryScreen'), 'CategoryScreen');
const BookDetailsScreen = screen(() => import('../screens/BookDetailsScreen'), 'BookDetailsScreen');
const OwnProfileScreen = screen(() => import('../screens/OwnProfileScreen'), 'OwnProfileScreen');
const OtherReaderProfileScreen = screen(
  () => import('../screens/OtherReaderProfileScreen'),
  'OtherReaderProfileScreen',
);
const SettingsScreen = screen(() => import('../screens/SettingsScreen'), 'SettingsScreen');
const ImportScreen = screen(() => import('../screens/ImportScreen'), 'ImportScreen');
const SocialScreen = screen(() => import('../screens/SocialScreen'), 'SocialScreen');
const StatsScreen = screen(() => import('../screens/StatsScreen'), 'StatsScreen');
const YearSummaryScreen = screen(() => import('../screens/YearSummaryScreen'), 'YearSummaryScreen');
const NotFoundScreen = screen(() => import('../screens/NotFoundScreen'), 'NotFoundScreen');

/** Every route of the spec, with its guard, inside the shell. */
export function AppRoutes(layout: AppLayoutProps) {
  return (
    <Routes>
      <Route element={<AppLayout {...layout} />}>
        <Route
          path="/"
          element={
            <GuestOnly>
              <LandingScreen />
            </GuestOnly>
          }
        />
        <Route
          path="/login"
          element={
            <GuestOnly>
              <LoginScreen />
            </GuestOnly>
          }
        />
        <Route
          path="/register"
          element={
            <GuestOnly>
              <RegisterScreen />
            </GuestOnly>
          }
        />
        {/* The spec's social page links to /auth; it is the sign-in page. */}
        <Route path="/auth" element={<Navigate to="/login" replace />} />
        <Route
          path="/dashboard"
          element={
            <RequireSession>
              <DashboardScreen />
            </RequireSession>
          }
        />
        <Route path="/explore" element={<ExploreScreen />} />
        <Route path="/category/:name" element={<CategoryScreen />} />
        <Route path="/book/details" element={<BookDetailsScreen />} />
        <Route path="/profile" element={<OwnProfileScreen />} />
        <Route path="/user/profile" element={<OtherReaderProfileScreen />} />
        <Route path="/settings" element={<SettingsScreen />} />
        <Route path="/settings/import" element={<ImportScreen />} />
        <Route path="/social" element={<SocialScreen />} />
        <Route path="/stats" element={<StatsScreen />} />
        <Route path="/user/year" element={<YearSummaryScreen />} />
        <Route path="*" element={<NotFoundScreen />} />
      </Route>
    </Routes>
  );
}
