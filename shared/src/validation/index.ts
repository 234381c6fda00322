// `shared/validation`: the rules the forms and the API both enforce. Plain functions, no React,
// so the API imports this entry without the UI.
export {
  newPasswordProblem, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_TOO_LONG, PASSWORD_TOO_SHORT,
} from './password';
