/** support: chat, feedback, data deletion and notifications. Nothing of it lives in contracts yet. */
export {};
