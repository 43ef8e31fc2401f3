export * from './ConfirmDelete';
export * from './DialogFrame';
export * from './format';
export * from './ListStatus';
export * from './rowTestId';
export * from './Screen';
export * from './StatTiles';
export * from './StatusBadge';
