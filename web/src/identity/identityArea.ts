export { LoginPage } from './LoginPage';
export { MailboxPage } from './MailboxPage';
export { PublicLayout } from './PublicLayout';
export { RegisterPage } from './RegisterPage';
export { ResetPasswordPage } from './ResetPasswordPage';
