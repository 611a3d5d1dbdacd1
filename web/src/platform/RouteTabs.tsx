import { Tab, Tabs } from '@blueprintjs/core';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import './routeTabs.css';

export interface RouteTab {
  /** Path segment under `basePath`, also the tab id. */
  segment: string;
  title: string;
}

/**
 * Blueprint tabs whose selection is the URL: each tab is a route, and the active route renders in the panel,
 * so links from e-mails and other apps land on the right tab.
 */
export function RouteTabs({ id, basePath, tabs }: { id: string; basePath: string; tabs: readonly RouteTab[] }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const selected = tabs.find((tab) => pathname.startsWith(`${basePath}/${tab.segment}`))?.segment;

  return (
    <Tabs
      id={id}
      className="route-tabs"
      selectedTabId={selected}
      renderActiveTabPanelOnly
      onChange={(segment) => navigate(`${basePath}/${segment}`)}
    >
      {tabs.map((tab) => (
        <Tab
          key={tab.segment}
          id={tab.segment}
          title={tab.title}
          panel={<Outlet />}
          panelClassName="route-tabs__panel"
        />
      ))}
    </Tabs>
  );
}
