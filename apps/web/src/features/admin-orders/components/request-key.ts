/** A fresh key for one request a person means to make once (a retry sends the same). */
export const newRequestKey = () => crypto.randomUUID();
