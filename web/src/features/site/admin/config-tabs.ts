import type { ComponentType } from 'react';
import { EmailConfigTab } from './config/email-config-tab';
import { WebsiteConfigTab } from './config/website-config-tab';
import {
  AccountConfigTab,
  DataSourceTab,
  DiscussionConfigTab,
  GroupConfigTab,
  JudgeConfigTab,
} from './switch/components/config-tabs';

/** One tab of the admin configuration page; `labelKey` is a `siteAdmin` translation key. */
export interface ConfigTab {
  key: string;
  labelKey: string;
  Component: ComponentType;
}

/**
 * The configuration page's tabs in display order. Other parts of the site admin feature
 * (the switch and data-source tabs) append their entries here.
 */
export const configTabs: ConfigTab[] = [
  { key: 'website', labelKey: 'config.tabs.website', Component: WebsiteConfigTab },
  { key: 'email', labelKey: 'config.tabs.email', Component: EmailConfigTab },
  // Labels from the switchAdmin namespace: the page loads it with siteAdmin.
  { key: 'dataSource', labelKey: 'switchAdmin:tabs.dataSource', Component: DataSourceTab },
  { key: 'judge', labelKey: 'switchAdmin:tabs.judge', Component: JudgeConfigTab },
  { key: 'discussion', labelKey: 'switchAdmin:tabs.discussion', Component: DiscussionConfigTab },
  { key: 'group', labelKey: 'switchAdmin:tabs.group', Component: GroupConfigTab },
  { key: 'account', labelKey: 'switchAdmin:tabs.account', Component: AccountConfigTab },
];
