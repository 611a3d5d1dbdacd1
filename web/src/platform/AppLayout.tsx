import { Outlet, useNavigation } from 'react-router-dom';
import { AppHeader } from './header/AppHeader';
import './appLayout.css';

export function AppLayout() {
  const navigation = useNavigation();
  return (
    <div className="app">
      <AppHeader />
      {navigation.state === 'loading' && <div className="route-progress" aria-hidden="true" />}
      <main className="app-main">
        <Outlet />
      </main>
    </div>
  );
}
