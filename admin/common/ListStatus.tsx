import type { ReactNode } from 'react';
import { Alert, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { errorMessage } from '../providers/httpClient';

/** A list's load failure, in red: the server's message, else the screen's own (SPEC section 8). */
export function LoadError({ fallback }: { fallback: string }) {
  const translate = useTranslate();
  const { error } = useListContext();
  return <Alert severity="error">{errorMessage(error, translate(fallback))}</Alert>;
}

/** The spec's loading line ("Loading orders...") in place of the rows on the first load. */
export function WhileLoading({ text, children }: { text: string; children: ReactNode }) {
  const translate = useTranslate();
  const { isPending } = useListContext();
  return isPending ? <Typography color="text.secondary" sx={{ p: 2 }}>{translate(text)}</Typography> : children;
}
