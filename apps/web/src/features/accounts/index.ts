// The accounts feature's public file: what other features may use.
export { canViewAdmin, useSession } from './session-store';
export { refreshSession } from './api/refresh-session';
export { LoginForm } from './login-form';
export { RegisterForm } from './register-form';
