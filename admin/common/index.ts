export * from './format';
export * from './useToast';
export * from './PageNav';
export * from './StatTiles';
export * from './Modal';
export * from './ConfirmDialog';
export * from './StatusBadge';
