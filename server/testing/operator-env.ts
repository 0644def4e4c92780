/** Operator settings that let a production configuration load, for tests about other settings. */
export const testOperatorEnv = {
  OPERATOR_NAME: 'Ferdy Test GmbH',
  OPERATOR_ADDRESS: 'Teststraße 1, 12345 Teststadt',
  OPERATOR_EMAIL: 'kontakt@ferdy.example',
  OPERATOR_RESPONSIBLE: 'Erika Mustermann',
};
