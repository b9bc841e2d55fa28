import { z } from 'zod';

/** [S7.48] The answer of the IP look-up. */
export const ipSchema = z.object({
  ip: z.string().describe('Address of the requester as this server sees it (IPv4 or IPv6)'),
});
export type IpResponse = z.infer<typeof ipSchema>;
