import { lazy, type ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { RESET_PASSWORD_ROUTE } from '../api/contract/passwordResetRules';
import { AppLayout, type AppLayoutProps } from './AppLayout';
import { GuestOnly, RequireSession } from './guards';
import { PageTitle } from './PageTitle';

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
const ForgotPasswordScreen = screen(
  () => import('../screens/ForgotPasswordScreen'),
  'ForgotPasswordScreen',
);
const ResetPasswordScreen = screen(
  () => import('../screens/ResetPasswordScreen'),
  'ResetPasswordScreen',
);
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
const ModerationScreen = screen(() => import('../screens/ModerationScreen'), 'ModerationScreen');
const NotFoundScreen = screen(() => import('../screens/NotFoundScreen'), 'NotFoundScreen');
const AccessibilityScreen = screen(
  () => import('../screens/AccessibilityScreen'),
  'AccessibilityScreen',
);

/** Every route of the spec, with its guard and its page title, inside the shell. */
export function AppRoutes(layout: AppLayoutProps) {
  return (
    <Routes>
      <Route element={<AppLayout {...layout} />}>
        <Route
          path="/"
          element={
            <PageTitle>
              <GuestOnly>
                <LandingScreen />
              </GuestOnly>
            </PageTitle>
          }
        />
        <Route
          path="/login"
          element={
            <PageTitle id="login.title">
              <GuestOnly>
                <LoginScreen />
              </GuestOnly>
            </PageTitle>
          }
        />
        <Route
          path="/register"
          element={
            <PageTitle id="register.title">
              <GuestOnly>
                <RegisterScreen />
              </GuestOnly>
            </PageTitle>
          }
        />
        <Route
          path="/forgot-password"
          element={
            <PageTitle id="forgot.title">
              <GuestOnly>
                <ForgotPasswordScreen />
              </GuestOnly>
            </PageTitle>
          }
        />
        <Route
          path={RESET_PASSWORD_ROUTE}
          element={
            <PageTitle id="reset.title">
              <GuestOnly>
                <ResetPasswordScreen />
              </GuestOnly>
            </PageTitle>
          }
        />
        {/* The spec's social page links to /auth; it is the sign-in page. */}
        <Route path="/auth" element={<Navigate to="/login" replace />} />
        <Route
          path="/dashboard"
          element={
            <PageTitle id="a11y.pageTitle.dashboard">
              <RequireSession>
                <DashboardScreen />
              </RequireSession>
            </PageTitle>
          }
        />
        <Route
          path="/explore"
          element={
            <PageTitle id="explore.title">
              <ExploreScreen />
            </PageTitle>
          }
        />
        <Route
          path="/category/:name"
          element={
            <PageTitle id="category.title">
              <CategoryScreen />
            </PageTitle>
          }
        />
        <Route
          path="/book/details"
          element={
            <PageTitle id="a11y.pageTitle.book">
              <BookDetailsScreen />
            </PageTitle>
          }
        />
        <Route
          path="/profile"
          element={
            <PageTitle id="profile.title">
              <OwnProfileScreen />
            </PageTitle>
          }
        />
        <Route
          path="/user/profile"
          element={
            <PageTitle id="a11y.pageTitle.reader">
              <OtherReaderProfileScreen />
            </PageTitle>
          }
        />
        <Route
          path="/settings"
          element={
            <PageTitle id="settings.title">
              <SettingsScreen />
            </PageTitle>
          }
        />
        <Route
          path="/social"
          element={
            <PageTitle id="social.title">
              <SocialScreen />
            </PageTitle>
          }
        />
        <Route
          path="/settings/import"
          element={
            <PageTitle id="import.title">
              <ImportScreen />
            </PageTitle>
          }
        />
        <Route
          path="/stats"
          element={
            <PageTitle id="statistics.title">
              <StatsScreen />
            </PageTitle>
          }
        />
        <Route
          path="/user/year"
          element={
            <PageTitle id="summary.pageTitle">
              <YearSummaryScreen />
            </PageTitle>
          }
        />
        <Route
          path="/moderation"
          element={
            <PageTitle id="moderation.title">
              <RequireSession>
                <ModerationScreen />
              </RequireSession>
            </PageTitle>
          }
        />
        <Route
          path="/accessibility"
          element={
            <PageTitle id="a11y.title">
              <AccessibilityScreen />
            </PageTitle>
          }
        />
        <Route
          path="*"
          element={
            <PageTitle id="notfound.title">
              <NotFoundScreen />
            </PageTitle>
          }
        />
      </Route>
    </Routes>
  );
}
