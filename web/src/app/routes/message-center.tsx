import { MessageCentre } from '@web/features/message/components/message-centre';

/** /message: the tabs over the box the child route shows. */
export default function MessageCenterRoute() {
  return <MessageCentre />;
}
