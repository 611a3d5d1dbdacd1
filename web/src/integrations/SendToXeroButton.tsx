import { Button } from '@blueprintjs/core';
import { xeroMessages } from '@oms/contracts';
import { useNavigate } from 'react-router-dom';

export interface SendToXeroAction {
  to: string;
  sent: boolean;
}

export function SendToXeroButton({ action }: { action: SendToXeroAction }) {
  const navigate = useNavigate();
  return (
    <Button
      icon="send-to"
      text={action.sent ? 'Sent to Xero' : xeroMessages.sendToXero}
      disabled={action.sent}
      onClick={() => navigate(action.to)}
    />
  );
}
