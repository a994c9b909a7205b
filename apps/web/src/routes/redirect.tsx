/** A route that only sends the visitor on (its loader redirects before anything renders). */
export default function Redirect() {
  return null;
}
