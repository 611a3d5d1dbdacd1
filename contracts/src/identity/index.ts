/** identity: accounts, sign-in, roles and sessions. Nothing of it lives in contracts yet. */
export {};
