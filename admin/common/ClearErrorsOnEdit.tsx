import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';

/**
 * Inside a react-admin `<Form>`: a field's error goes away as soon as the person edits it.
 * The server's per-field messages (set on the form after a refused save) belong to fields with
 * no validator of their own, which react-hook-form never validates again, so "Name is
 * required" would stay under a filled name until the next save. Editing `items.0.dishId` also
 * clears `items.0` and `items` ("Your cart is empty" sits on the whole list).
 */
export function ClearErrorsOnEdit() {
  const { watch, clearErrors } = useFormContext();
  useEffect(() => {
    const subscription = watch((_values, { name }) => {
      if (!name) return;
      const parts = name.split('.');
      clearErrors(parts.map((_, i) => parts.slice(0, i + 1).join('.')));
    });
    return () => subscription.unsubscribe();
  }, [watch, clearErrors]);
  return null;
}
