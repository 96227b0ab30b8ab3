/** Map usage reports. */
export * from './dayUsage';
export * from './messages';
export * from './report';
