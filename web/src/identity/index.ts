/** identity: sign-in, registration, password reset, the demo mailbox and the session the other areas read. */
export {};
