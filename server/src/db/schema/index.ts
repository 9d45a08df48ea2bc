/** The whole Drizzle schema: one file per table group. */
export * from './activities';
export * from './addresses';
export * from './adverts';
export * from './club';
export * from './countries';
export * from './documents';
export * from './files';
export * from './images';
export * from './locations';
export * from './members';
export * from './messages';
export * from './notifications';
export * from './orders';
export * from './revue';
export * from './rings';
export * from './staffAccounts';
export * from './vendors';
