import { Link } from 'react-router';

/** /Checkout for a visitor: the way to log in and back here. */
export function CheckoutSignedOut({ loginPath }: { loginPath: string }) {
  return (
    <section className="section" aria-labelledby="checkout-title">
      <h1 id="checkout-title">Please log in to check out</h1>
      <Link className="button" to={loginPath}>
        Log in
      </Link>
    </section>
  );
}
