/** Who made a pricing change, for the audit log. */
export interface ChangedBy {
  adminUserId: number;
  ip: string | null;
}
