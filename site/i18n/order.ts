/** The ordering pages' texts in the page's language: English from en-order.ts, Hindi from the Hindi chunk. */
import { useLang } from './context';
import { enOrder, type OrderMessages } from './en-order';

export function useOrderText(): OrderMessages {
  return useLang().order ?? enOrder;
}
