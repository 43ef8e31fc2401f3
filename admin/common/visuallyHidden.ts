/**
 * Text for screen readers and voice control only (the usual clip pattern, as MUI's own
 * @mui/utils visuallyHidden, which is not a direct dependency of the project).
 */
export const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;
