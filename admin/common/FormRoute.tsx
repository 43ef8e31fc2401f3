import { useCallback } from 'react';
import { LinearProgress } from '@mui/material';
import { useCreatePath, useTranslate, type Identifier } from 'react-admin';
import { useLocation, useMatch, useNavigate } from 'react-router-dom';

/** Set on the history entry of a form opened from its list: closing it is Back to that list entry. */
type FromList = { fromList?: boolean };

/**
 * A create or edit form shown over its list and driven by the URL, as react-admin's Posters
 * demo does with its reviews: /resource/create and /resource/:id (react-admin's own paths, so
 * `CreateButton`, `EditButton` and `useCreatePath` links open them), or /resource/:id/edit where
 * /resource/:id already means something else. The list stays mounted behind the form; a deep
 * link or a reload opens the form again; Back closes it.
 *
 * `form` is 'create', the id in the URL, or null. `open` goes there from the list; `close`
 * returns to the list — Back when the list opened the form (so Back afterwards does not reopen
 * it), else the list's path.
 */
export function useFormRoute(resource: string, { editSuffix = '' }: { editSuffix?: '' | '/edit' } = {}) {
  const createPath = useCreatePath();
  const navigate = useNavigate();
  const location = useLocation();
  const creating = useMatch(`/${resource}/create`) !== null;
  const editing = useMatch(`/${resource}/:id${editSuffix}`);
  const editId = editing && editing.params.id !== 'create' ? editing.params.id! : null;
  const form: 'create' | string | null = creating ? 'create' : editId;
  const fromList = (location.state as FromList | null)?.fromList === true;
  const pathOf = useCallback(
    (type: 'create' | 'edit', id?: Identifier) =>
      type === 'create' ? createPath({ resource, type }) : `${createPath({ resource, type, id })}${editSuffix}`,
    [createPath, resource, editSuffix],
  );
  const open = useCallback(
    (type: 'create' | 'edit', id?: Identifier, { replace = false } = {}) =>
      navigate(
        { pathname: pathOf(type, id), search: location.search },
        // Switching from one form to another keeps one entry, so Back still returns to the list.
        { state: { fromList: replace ? fromList : true } satisfies FromList, replace },
      ),
    [navigate, pathOf, location.search, fromList],
  );
  const close = useCallback(() => {
    if (fromList) navigate(-1);
    else navigate({ pathname: createPath({ resource, type: 'list' }), search: location.search });
  }, [fromList, navigate, createPath, resource, location.search]);
  return { form, open, close };
}

/** What an EditBase shows in its dialog while the record loads. */
export function FormLoading() {
  const translate = useTranslate();
  return <LinearProgress aria-label={translate('gaon.common.loading')} sx={{ m: 3 }} />;
}
