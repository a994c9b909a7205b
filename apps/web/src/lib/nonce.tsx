import { createContext, use } from 'react';

/** The response's CSP nonce, which a server render gives the framework's inline scripts; none in the browser. */
export const NonceContext = createContext<string | undefined>(undefined);

export const useNonce = () => use(NonceContext);
