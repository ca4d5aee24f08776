/** Who the frame greets: a signed-in person's name and e-mail, or an admin. */
export interface FrameUser {
  firstName?: string
  email?: string
  /** A back-office account: it has no client area, so its menu only logs out. */
  admin?: boolean
}
