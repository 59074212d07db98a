/**
 * The admin area's public face. It sits on top (it signs admins in through the account area);
 * no other area needs anything from it.
 */
export {};
