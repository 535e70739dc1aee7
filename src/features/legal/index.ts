/** The legal feature's public entry: the seller and its CNPJ, the storage table, the policies' addresses. */
export { cnpjProblem, formatCnpj } from "./cnpj"
export { PRIVACY_COOKIES_URL, PRIVACY_PATH, TERMS_PATH } from "./legal-routes"
export { SellerCard } from "./SellerCard"
export { StorageTable } from "./StorageTable"
