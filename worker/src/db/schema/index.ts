export * from './account';
export * from './contest';
export * from './discussion';
export * from './group';
export * from './problem';
export * from './site';
export * from './submission';
export * from './training';
