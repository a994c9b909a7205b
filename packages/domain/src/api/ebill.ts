import { z } from 'zod';

/** GET ebill/link: the eBill system's address, built by the gateway (document 2 §7). */
export const EbillLink = z.object({ url: z.url() });
export type EbillLink = z.infer<typeof EbillLink>;

/** PUT ebill/registerEbillUser (document 2 §7): responds with the registered flag, now true. */
export const EbillRegistration = z.object({ ebillRegistered: z.boolean() });
export type EbillRegistration = z.infer<typeof EbillRegistration>;
