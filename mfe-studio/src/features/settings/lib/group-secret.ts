/**
 * An authenticator secret in groups of four ('JBSW Y3DP EHPK 3PXP'), as people read and type it;
 * the apps ignore the spaces.
 */
export function groupSecret(secret: string): string {
  return secret.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}
