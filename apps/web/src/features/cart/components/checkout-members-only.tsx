/** /Checkout for a host account: tickets are for members. */
export function CheckoutMembersOnly() {
  return (
    <section className="section" aria-labelledby="checkout-title">
      <h1 id="checkout-title">Checkout</h1>
      <p>Booking tickets is for member accounts.</p>
    </section>
  );
}
