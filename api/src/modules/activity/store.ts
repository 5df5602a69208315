/** SQL of promotions and their claims (issue 16); the claims helper fills this in. */
export {};
