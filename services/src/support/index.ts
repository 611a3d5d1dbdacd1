/** support: chat, feedback, data deletion and notifications. Nothing of it lives in services yet. */
export {};
