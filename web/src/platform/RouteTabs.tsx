import { Classes, HTMLSelect, Tab, Tabs } from '@blueprintjs/core';
import type { ReactElement, ReactNode } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useNarrowerThan } from './useNarrowerThan';
import './routeTabs.css';

export interface RouteTab {
  /** Path segment under `basePath`, also the tab id. */
  segment: string;
  title: string;
  /** Shown after the title on the tab, e.g. a 'NEW' tag. */
  badge?: ReactNode;
}

/**
 * Blueprint tabs whose selection is the URL: each tab is a route, and the active route renders in the panel,
 * so links from e-mails and other apps land on the right tab. With many tabs on a phone, a select replaces the
 * row of tabs (`collapseOnPhone`).
 */
export function RouteTabs({
  id,
  basePath,
  tabs,
  label,
  collapseOnPhone = false,
  outlet = <Outlet />,
  keepSearch = false,
}: {
  id: string;
  basePath: string;
  tabs: readonly RouteTab[];
  label?: string;
  collapseOnPhone?: boolean;
  /** What the panel shows: the active route by default; an area may frame it (e.g. with a side panel). */
  outlet?: ReactElement;
  /** Carry the address's search string from tab to tab (filters shared by the tabs). */
  keepSearch?: boolean;
}) {
  const { pathname, search } = useLocation();
  const pathOf = (segment: string) => `${basePath}/${segment}${keepSearch ? search : ''}`;
  const navigate = useNavigate();
  const isPhone = useNarrowerThan('sm');
  const selected = tabs.find(
    (tab) => pathname === `${basePath}/${tab.segment}` || pathname.startsWith(`${basePath}/${tab.segment}/`),
  )?.segment;

  const collapsed = collapseOnPhone && isPhone;
  // Blueprint selects the first tab when the address matches none; the panel answers to that tab then.
  const shownTab = tabs.find((tab) => tab.segment === selected) ?? tabs[0];
  // One panel in the same place for both layouts: crossing the breakpoint swaps the tab strip only, so the
  // open page (its dialogs, its selected day) is not mounted again.
  const panel = (
    <div
      className="route-tabs__panel"
      {...(!collapsed && shownTab
        ? { role: 'tabpanel', id: `${Classes.TAB_PANEL}_${id}_${shownTab.segment}`, 'aria-label': shownTab.title }
        : {})}
    >
      {outlet}
    </div>
  );

  if (collapsed) {
    return (
      <div className="route-tabs-area route-tabs-area--select">
        <div className="route-tabs route-tabs--select">
          <label className="route-tabs__select-label" htmlFor={`${id}-select`}>
            {label ?? 'Section'}
          </label>
          <HTMLSelect
            id={`${id}-select`}
            fill
            value={selected ?? ''}
            onChange={(event) => navigate(pathOf(event.currentTarget.value))}
          >
            {selected === undefined && <option value="">Choose…</option>}
            {tabs.map((tab) => (
              <option key={tab.segment} value={tab.segment}>
                {tab.title}
                {tab.badge ? ' (NEW)' : ''}
              </option>
            ))}
          </HTMLSelect>
        </div>
        {panel}
      </div>
    );
  }

  return (
    <div className="route-tabs-area">
      <Tabs
        id={id}
        className="route-tabs"
        selectedTabId={selected}
        onChange={(segment) => navigate(pathOf(String(segment)))}
      >
        {tabs.map((tab) => (
          <Tab
            key={tab.segment}
            id={tab.segment}
            title={
              tab.badge ? (
                <span className="route-tabs__title">
                  {tab.title}
                  {tab.badge}
                </span>
              ) : (
                tab.title
              )
            }
          />
        ))}
      </Tabs>
      {panel}
    </div>
  );
}
