/** The sign-in and registration texts a shopper reads, per language (locales/*.json), shared by the specs that register. */
export const ACCOUNT_TEXT = {
  pt: {
    home: '/',
    account: 'Conta',
    login: 'Iniciar sessão',
    createAccount: 'Criar conta',
    name: 'Nome',
    lastname: 'Apelido',
    email: 'E-mail',
    password: 'Palavra-passe',
    confirmation: 'Confirmar palavra-passe',
    acceptTerms: 'Li e aceito os Termos e condições e a Política de privacidade.',
    registered: 'Registo concluído',
  },
  en: {
    home: '/en',
    account: 'Account',
    login: 'Sign in',
    createAccount: 'Create account',
    name: 'First name',
    lastname: 'Last name',
    email: 'Email',
    password: 'Password',
    confirmation: 'Confirm password',
    acceptTerms: 'I have read and accept the Terms of service and the Privacy policy.',
    registered: 'Registration successful',
  },
} as const;
