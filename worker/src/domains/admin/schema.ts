import { keyword, pagingSchema } from '@contract/common/fields';

export const mailOutboxQuery = pagingSchema(20, 200).extend({
  /** Only mails to this address (case-insensitive). */
  to: keyword('to', 255),
});
