// `shared/validation`: the rules the forms and the API both enforce. Plain functions, no React,
// so the API imports this entry without the UI.
export * from './admissions';
export * from './application';
export * from './common';
export * from './contact';
export * from './dinner';
export * from './notes';
export * from './password';
export * from './profile';
export * from './reasons';
