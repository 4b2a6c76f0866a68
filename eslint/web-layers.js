/** The web's layers, kept by the linter (issue 10): flat-config objects added to eslint.config.js. */
export default [];
