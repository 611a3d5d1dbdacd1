import { AnchorButton } from '@blueprintjs/core';

const referralEmail = new URLSearchParams({
  subject: 'Order from your suppliers with OMS',
  body: 'We order from our suppliers through OMS. Join too, and we both get £100 once you place your first order.',
});

/** Spec 01 §9: the refer-a-friend offer is £100. */
export function ReferButton() {
  return (
    <AnchorButton
      className="refer-button"
      icon="people"
      intent="success"
      variant="outlined"
      text="Refer & Get £100"
      href={`mailto:?${referralEmail.toString().replaceAll('+', '%20')}`}
    />
  );
}
