// placeholder: replaced by the translation
export {}
