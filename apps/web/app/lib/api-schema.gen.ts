/**
 * Generated from the API's OpenAPI document by scripts/generate-api-types.mjs (run by
 * `npm run typecheck` and `npm run api-types`). Do not edit: change the route's zod schema.
 */
export interface paths {
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness and database reachability */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The server and its database answer */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "ok";
                            database: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/community/v2/auth/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign up with email and/or phone: sends a code (step 1 of 2)
         * @description Always answers 202 "code sent" with a ticket, whether or not the address already has an account (that one gets a "you already have an account" message instead of a code), so sign-up cannot reveal who is registered. The code goes to the email, or by SMS when only a phone is given. At most 20 sign-ups an hour per IP and 3 messages per address in 10 minutes (429 with Retry-After).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        fullName: string;
                        email?: "" | string;
                        phone?: "" | string;
                        password: string;
                        confirmPassword: string;
                    };
                };
            };
            responses: {
                /** @description Code sent (or the address was told it already has an account) */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SignUpStarted"];
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too many attempts */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/community/v2/auth/register/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Finish sign-up with the ticket and the code: creates the account and logs in (step 2 of 2) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ticket: string;
                        code: string;
                    };
                };
            };
            responses: {
                /** @description Account created, its address verified; the session cookie is set */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthResult"];
                    };
                };
                /** @description Invalid fields, CODE_INVALID or CODE_EXPIRED */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too many attempts */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/community/v1/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log in with email or phone and password
         * @description Accepts JSON or a form-encoded body (the original web client posts a form). `email` may hold a phone number. Tries are slowed per account: past 5 in a minute the answer is 429 with Retry-After, unless the browser logged in to that account before (its device cookie). Failures per IP only count at 300 a minute. Refused (403 CSRF_FAILED) when a browser says the form was posted from another site.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        email: string;
                        password: string;
                    };
                    "application/x-www-form-urlencoded": {
                        email: string;
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Logged in; the session cookie is set */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthResult"];
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description INVALID_CREDENTIALS */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too many attempts */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/community/v1/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End the current session, clear the session cookies and issue a new CSRF token */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Logged out */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Ok"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/community/v1/auth/forgot-password-web": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a password reset code
         * @description `email` holds an email (code by mail) or a phone number (code by SMS). Always answers 200, whether or not an account exists, so the form cannot reveal who has one.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                    };
                };
            };
            responses: {
                /** @description Accepted */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Ok"];
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/community/v1/auth/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a new password with the emailed code; ends every session */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        code: string;
                        password: string;
                        confirmPassword: string;
                    };
                };
            };
            responses: {
                /** @description Password changed */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Ok"];
                    };
                };
                /** @description Invalid fields, CODE_INVALID or CODE_EXPIRED */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too many attempts */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/community/v1/profile/change-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change password; other sessions end, this one gets a new token */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        currentPassword: string;
                        password: string;
                        confirmPassword: string;
                    };
                };
            };
            responses: {
                /** @description Password changed; new session cookie set */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthResult"];
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too many attempts */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/community/v1/user/request-guest-user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start (or keep) a guest identity for a cart and an order without an account
         * @description Sets the HttpOnly `guest_token` cookie. A request that already carries a live guest cookie keeps it.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The guest token */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                guestToken: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/community/v1/user/register-guest-user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Quick account after a guest order: sends a code to the email (step 1 of 2)
         * @description Like POST /community/v2/auth/register: always 202 with a ticket, whether or not the email has an account. register/confirm with the ticket and the code creates the account, turns the guest into it (its cart and orders follow) and logs in.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        fullName: string;
                        /** Format: email */
                        email: string;
                        phone?: "" | string;
                        password: string;
                        confirmPassword: string;
                    };
                };
            };
            responses: {
                /** @description Code sent (or the address was told it already has an account) */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SignUpStarted"];
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No guest cookie */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too many attempts */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/community/v1/auth/request-delete-account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether deletion was requested, and the notice for this account */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deletion status and the notice to show */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DeleteAccountStatus"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /** Request deletion of the account (repeating it keeps the first date) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deletion status and the notice to show */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DeleteAccountStatus"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/mobile/addresses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My delivery addresses, default first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Addresses */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Address"][];
                        };
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /** Save a delivery address (the first one becomes the default; at most 20) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        phone: string;
                        /**
                         * @default VN
                         * @enum {string}
                         */
                        country?: "VN" | "KO";
                        city: string;
                        district?: string | null;
                        ward?: string | null;
                        specificAddress: string;
                        postalCode?: string | null;
                        /**
                         * @default home
                         * @enum {string}
                         */
                        type?: "home" | "company";
                        /**
                         * @default all_days
                         * @enum {string}
                         */
                        deliveryTime?: "all_days" | "office_hours" | "any_time";
                        /** @default false */
                        isDefault?: boolean;
                        /** @default false */
                        isPickup?: boolean;
                        /** @default false */
                        isDefaultReturn?: boolean;
                    };
                };
            };
            responses: {
                /** @description The address */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Address"];
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Address limit reached */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/mobile/addresses/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of my addresses */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Address id (uuid) */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The address */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Address"];
                        };
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        /** Replace one of my addresses */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Address id (uuid) */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        phone: string;
                        /**
                         * @default VN
                         * @enum {string}
                         */
                        country?: "VN" | "KO";
                        city: string;
                        district?: string | null;
                        ward?: string | null;
                        specificAddress: string;
                        postalCode?: string | null;
                        /**
                         * @default home
                         * @enum {string}
                         */
                        type?: "home" | "company";
                        /**
                         * @default all_days
                         * @enum {string}
                         */
                        deliveryTime?: "all_days" | "office_hours" | "any_time";
                        /** @default false */
                        isDefault?: boolean;
                        /** @default false */
                        isPickup?: boolean;
                        /** @default false */
                        isDefaultReturn?: boolean;
                    };
                };
            };
            responses: {
                /** @description The address */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Address"];
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        /** Delete one of my addresses (a deleted default passes to the newest remaining one) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Address id (uuid) */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                _id: string;
                            };
                        };
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/mobile/addresses/{id}/default": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Make one of my addresses the default */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Address id (uuid) */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The address */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Address"];
                        };
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/shop-applications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Shop applications by status: pending oldest first (with the 48-working-hour reply date) */
        get: {
            parameters: {
                query?: {
                    status?: "pending" | "approved" | "rejected";
                    page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One page of applications */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                data: components["schemas"]["AdminShopApplicationRow"][];
                                total: number;
                                page: number;
                                pageSize: number;
                            };
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Admins only */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/shop-applications/{shopId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One application: the shop, the registration fields, document links, the owner's verification */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The shop id */
                    shopId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The application */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["AdminShopApplication"];
                        };
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Admins only */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/shop-applications/{shopId}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve a pending application: the shop opens, the owner becomes a seller and is told */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The shop id */
                    shopId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The application after the decision */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["AdminShopApplication"];
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Admins only */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description SHOP_APPLICATION_NOT_PENDING: already decided (or never submitted) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/shop-applications/{shopId}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reject a pending application with a reason (10-500 characters) shown to the owner */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The shop id */
                    shopId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description The application after the decision */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["AdminShopApplication"];
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Admins only */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description SHOP_APPLICATION_NOT_PENDING: already decided (or never submitted) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Products by review status: pending oldest submission first (due 2-3 days after) */
        get: {
            parameters: {
                query?: {
                    status?: "pending" | "approved" | "rejected";
                    page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One page of products */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                data: components["schemas"]["AdminProductReviewRow"][];
                                total: number;
                                page: number;
                                pageSize: number;
                            };
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Admins only */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/products/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One product for review: pictures, classifications, variants, description */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The product id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The product */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["AdminProductReview"];
                        };
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Admins only */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/products/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve a pending product: it appears in search and listings (if its shop is open) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The product id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The product after the decision */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["AdminProductReview"];
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Admins only */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description PRODUCT_REVIEW_NOT_PENDING: already decided, or not sent for review */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/products/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reject a pending product with a reason (10-500 characters) shown to the seller */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The product id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description The product after the decision */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["AdminProductReview"];
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Admins only */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description PRODUCT_REVIEW_NOT_PENDING: already decided, or not sent for review */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/audit-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Admins' decisions, newest first, filtered by target type or action */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    targetType?: "shop" | "product" | "refund" | "voucher" | "campaign_nomination" | "community_post" | "community_reply" | "blook" | "chat_room";
                    action?: "shop.approve" | "shop.reject" | "product.approve" | "product.reject" | "refund.approve" | "refund.reject" | "refund.complete" | "voucher.create" | "voucher.update" | "voucher.end" | "voucher.delete" | "campaign_nomination.approve" | "campaign_nomination.reject" | "community_post.remove" | "community_post.restore" | "community_post.keep" | "community_reply.remove" | "community_reply.restore" | "community_reply.keep" | "blook.remove" | "blook.restore" | "blook.keep" | "chat_room.read";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One page of the log */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                data: components["schemas"]["AdminAuditEntry"][];
                                total: number;
                                page: number;
                                pageSize: number;
                            };
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Admins only */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/vouchers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One tab of the vouchers (upcoming, running, ended), newest first, with every tab count */
        get: {
            parameters: {
                query?: {
                    phase?: "upcoming" | "running" | "ended";
                    page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The page in data.data, the tab counts in data.counts */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                data: components["schemas"]["ManagedVoucherRow"][];
                                counts: {
                                    upcoming: number;
                                    running: number;
                                    ended: number;
                                };
                                total: number;
                                page: number;
                                pageSize: number;
                            };
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Admins only */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /**
         * A new voucher
         * @description Name 1-40 characters, code 1-9 letters and digits (stored upper-case, unique on the platform: 409 with a field error on code). kind is 'platform', 'cashback' or 'free_shipping' (not 'shop'); products, shops and users named in scope and conditions must exist. Every write is in the admin audit log (voucher.create, voucher.update, voucher.end, voucher.delete).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        code: string;
                        /** @enum {string} */
                        kind: "platform" | "cashback" | "shop" | "free_shipping";
                        /** @enum {string} */
                        discountType: "fixed" | "percent";
                        value: number;
                        /** @default null */
                        maxDiscount?: number | null;
                        ranges?: {
                            from: number;
                            to: number | null;
                            value: number;
                        }[];
                        /** @default 0 */
                        minOrderValue?: number;
                        /** @default null */
                        budget?: number | null;
                        /** @default null */
                        saveLimit?: number | null;
                        /** @default null */
                        usageLimit?: number | null;
                        /** @default null */
                        perUserPerDay?: number | null;
                        /** Format: date-time */
                        startsAt: string | null;
                        /** Format: date-time */
                        endsAt: string | null;
                        /**
                         * @default all
                         * @enum {string}
                         */
                        display?: "all" | "hidden";
                        /**
                         * @default all
                         * @enum {string}
                         */
                        scope?: "all" | "products";
                        /** @default [] */
                        productIds?: string[];
                        /** @default {} */
                        conditions?: {
                            userIds?: string[];
                            shopIds?: string[];
                            firstPurchaseOnly?: boolean;
                            paymentMethods?: ("CASH" | "EWALLET" | "VNPAYQR" | "ATM" | "VISA" | "MASTERCARD" | "JCB" | "AMEX")[];
                            shippingMethods?: ("self" | "ghn" | "ghtk")[];
                            appOnly?: boolean;
                        };
                    };
                };
            };
            responses: {
                /** @description The voucher after the call, with live usage, save and budget counts, in data */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ManagedVoucher"];
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Admins only */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The code is taken (field error on code) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/vouchers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One voucher with its live usage and save counts */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The voucher id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The voucher after the call, with live usage, save and budget counts, in data */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ManagedVoucher"];
                        };
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Admins only */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No such platform voucher (shop vouchers included: sellers manage them) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        /**
         * Rewrite a voucher
         * @description Name 1-40 characters, code 1-9 letters and digits (stored upper-case, unique on the platform: 409 with a field error on code). kind is 'platform', 'cashback' or 'free_shipping' (not 'shop'); products, shops and users named in scope and conditions must exist. Every write is in the admin audit log (voucher.create, voucher.update, voucher.end, voucher.delete). Upcoming: anything may change. Running: only the name, a later end, and higher or unlimited quantities and budget (400 with a field error on each other change). Limits never go below what was already used or saved. Ended: 409.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The voucher id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        code: string;
                        /** @enum {string} */
                        kind: "platform" | "cashback" | "shop" | "free_shipping";
                        /** @enum {string} */
                        discountType: "fixed" | "percent";
                        value: number;
                        /** @default null */
                        maxDiscount?: number | null;
                        ranges?: {
                            from: number;
                            to: number | null;
                            value: number;
                        }[];
                        /** @default 0 */
                        minOrderValue?: number;
                        /** @default null */
                        budget?: number | null;
                        /** @default null */
                        saveLimit?: number | null;
                        /** @default null */
                        usageLimit?: number | null;
                        /** @default null */
                        perUserPerDay?: number | null;
                        /** Format: date-time */
                        startsAt: string | null;
                        /** Format: date-time */
                        endsAt: string | null;
                        /**
                         * @default all
                         * @enum {string}
                         */
                        display?: "all" | "hidden";
                        /**
                         * @default all
                         * @enum {string}
                         */
                        scope?: "all" | "products";
                        /** @default [] */
                        productIds?: string[];
                        /** @default {} */
                        conditions?: {
                            userIds?: string[];
                            shopIds?: string[];
                            firstPurchaseOnly?: boolean;
                            paymentMethods?: ("CASH" | "EWALLET" | "VNPAYQR" | "ATM" | "VISA" | "MASTERCARD" | "JCB" | "AMEX")[];
                            shippingMethods?: ("self" | "ghn" | "ghtk")[];
                            appOnly?: boolean;
                        };
                    };
                };
            };
            responses: {
                /** @description The voucher after the call, with live usage, save and budget counts, in data */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ManagedVoucher"];
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Admins only */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No such platform voucher (shop vouchers included: sellers manage them) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The voucher has ended, or the code is taken */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        /**
         * Delete an upcoming voucher
         * @description Only before it starts: running and ended vouchers keep their redemptions and are ended instead.
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The voucher id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Admins only */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No such platform voucher (shop vouchers included: sellers manage them) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The voucher has started */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/vouchers/{id}/end": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End a running voucher now (product.md §4) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The voucher id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The voucher after the call, with live usage, save and budget counts, in data */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ManagedVoucher"];
                        };
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Admins only */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No such platform voucher (shop vouchers included: sellers manage them) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The voucher is not running (an upcoming one is deleted instead) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/public/provinces": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** First-level administrative units: Vietnam (34 since 1 July 2025) or Korea (17) */
        get: {
            parameters: {
                query?: {
                    /** @description Defaults to the X-Country header, then VN */
                    country?: "VN" | "KO";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Provinces */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Province"][];
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/public/provinces/{code}/wards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A Vietnamese province's wards, communes and special zones (empty for Korea: districts are free text) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    code: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Wards */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Ward"][];
                        };
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/campaigns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Campaigns, latest sale first, optionally of one phase, with nomination counts */
        get: {
            parameters: {
                query?: {
                    phase?: "upcoming" | "registration" | "closed" | "running" | "ended";
                    page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One page */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["CampaignList"];
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Admins only */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /**
         * A new platform campaign (sale event)
         * @description Name 5-120 characters; registration [registrationStartsAt, registrationEndsAt) closes in the future and no later than the sale starts; the sale [startsAt, endsAt); minimum discount 1-80 %; at most maxProductsPerShop nominations per shop.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        /** @default  */
                        description?: string;
                        /** @default null */
                        coverKey?: string | null;
                        /** Format: date-time */
                        registrationStartsAt: string | null;
                        /** Format: date-time */
                        registrationEndsAt: string | null;
                        /** Format: date-time */
                        startsAt: string | null;
                        /** Format: date-time */
                        endsAt: string | null;
                        minDiscountPercent: number;
                        maxProductsPerShop: number;
                    };
                };
            };
            responses: {
                /** @description The campaign */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Campaign"];
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Admins only */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/campaigns/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One campaign */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The campaign id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The campaign */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Campaign"];
                        };
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Admins only */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        /**
         * Change a campaign: dates and the minimum discount only before the sale and before any nomination (409)
         * @description Name 5-120 characters; registration [registrationStartsAt, registrationEndsAt) closes in the future and no later than the sale starts; the sale [startsAt, endsAt); minimum discount 1-80 %; at most maxProductsPerShop nominations per shop.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The campaign id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        /** @default  */
                        description?: string;
                        /** @default null */
                        coverKey?: string | null;
                        /** Format: date-time */
                        registrationStartsAt: string | null;
                        /** Format: date-time */
                        registrationEndsAt: string | null;
                        /** Format: date-time */
                        startsAt: string | null;
                        /** Format: date-time */
                        endsAt: string | null;
                        minDiscountPercent: number;
                        maxProductsPerShop: number;
                    };
                };
            };
            responses: {
                /** @description The campaign */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Campaign"];
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Admins only */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Ended, or the terms are fixed */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        /** Delete a campaign before its sale begins (its nominations and programs go with it) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The campaign id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Admins only */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Running or ended */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/campaigns/covers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A campaign cover: png, jpeg, gif or webp checked by content, at least 1340x754, cropped in the middle to that shape; send its key as coverKey */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /** Format: binary */
                        cover: string;
                    };
                };
            };
            responses: {
                /** @description The stored cover: its key and a preview URL */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["SellerPictureUpload"];
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Admins only */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description File too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not a png, jpeg, gif or webp image */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/campaigns/{id}/nominations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A campaign's nominations by status: pending oldest first */
        get: {
            parameters: {
                query?: {
                    status?: "pending" | "approved" | "rejected";
                    page?: number;
                };
                header?: never;
                path: {
                    /** @description The campaign id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One page */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["CampaignNominationList"];
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Admins only */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/campaigns/nominations/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve a pending nomination: the item sells at its campaign price during the sale */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The nomination id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The nomination after the decision */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["CampaignNomination"];
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Admins only */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Already decided, the campaign has ended, or (approval) the product is now in another program */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/campaigns/nominations/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reject a pending nomination with a reason (10-500 characters) shown to the seller */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The nomination id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description The nomination after the decision */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["CampaignNomination"];
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Admins only */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Already decided, the campaign has ended, or (approval) the product is now in another program */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/seller/campaigns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Campaigns not yet ended, soonest sale first, each with the shop's nominations */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The campaigns in data */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["SellerCampaign"][];
                        };
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Signed in without an approved shop */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/seller/campaigns/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One campaign with the shop's nominations */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The campaign id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The campaign with the shop's nominations, in data */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["SellerCampaign"];
                        };
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Signed in without an approved shop */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/seller/campaigns/{id}/nominations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Nominate a product (variantId null) or a variant of the shop at a campaign price
         * @description While registration is open (409 otherwise). The discount from today's price is at least the campaign's minimum and at most 80 % (400 on campaignPrice); stock at least 1 and not above what is in stock; once per campaign; within the campaign's cap per shop; and the variant is in no other program during the sale (400 on productId). Another shop's product is 404. Products come from GET /api/v1/seller/promotions/product-picker.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The campaign id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        productId: string;
                        /**
                         * Format: uuid
                         * @default null
                         */
                        variantId?: string | null;
                        campaignPrice: number;
                        stock: number;
                    };
                };
            };
            responses: {
                /** @description The campaign with the shop's nominations, in data */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["SellerCampaign"];
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Signed in without an approved shop */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Registration is not open */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/seller/campaigns/nominations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Withdraw a pending nomination (a decided one answers 409) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The nomination id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Withdrawn */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Signed in without an approved shop */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Already decided */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/public/campaigns/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A campaign not yet ended with its approved products at their campaign price
         * @description The prices apply in cart and checkout during the sale [startsAt, endsAt). An ended campaign is 404.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The campaign id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The campaign in data */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["PublicCampaign"];
                        };
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/mobile/carts/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Number of lines in the cart of the signed-in user or the guest
         * @description Answers 0 when the request has neither a session nor a guest cookie (product.md §7).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The count, in data.data */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                data: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/mobile/carts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add units of a variant to the cart of the signed-in user or the guest
         * @description The same variant again raises the quantity of its line. The line never exceeds the variant stock (QUANTITY_EXCEEDS_STOCK); a sold-out variant is OUT_OF_STOCK, a product no longer listed PRODUCT_UNAVAILABLE, a missing variantId VARIANT_REQUIRED ("Please select product classification"). Without a session or a guest cookie: 401 (request a guest first: POST /community/v1/user/request-guest-user).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * Format: uuid
                         * @description The chosen classification (variant id)
                         */
                        variantId?: string;
                        /** @default 1 */
                        quantity?: number;
                    };
                };
            };
            responses: {
                /** @description The new number of cart lines and the line */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                cartCount: number;
                                item: {
                                    variantId: string;
                                    quantity: number;
                                };
                            };
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Sold out, over stock or no longer on sale */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/mobile/carts/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The cart: valid and invalid lines grouped by shop, the number of lines, selection totals
         * @description Prices are computed now: a running promotion with units left gives its price, else the sale price. Lines that cannot be bought (product hidden or not approved, shop paused, variant switched off, sold out) are in `invalid` with `invalid_reason`. Lines load unselected. Without a session or a guest cookie: 401.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The cart, in data.data */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                data: components["schemas"]["Cart"];
                            };
                        };
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/mobile/carts/{id}/quantities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set the quantity of a cart line
         * @description At most the line's `max_quantity`: the stock, the line limit and, while a promotion price applies, its per-order limit. Over it: 409 QUANTITY_EXCEEDS_STOCK (or PROMOTION_LIMIT_EXCEEDED when the promotion's per-order limit binds). A line that cannot be bought: 409 PRODUCT_UNAVAILABLE or OUT_OF_STOCK. 0 or less: 400.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The cart line id (`_id` of an item) */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        quantity: number;
                    };
                };
            };
            responses: {
                /** @description The whole cart after the call, in data.data (the same shape as GET /carts/all) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                data: components["schemas"]["Cart"];
                            };
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No such line in this cart (another cart's line included) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Over the limit, or the line cannot be bought */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/mobile/carts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a line from the cart */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The cart line id (`_id` of an item) */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The whole cart after the call, in data.data (the same shape as GET /carts/all) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                data: components["schemas"]["Cart"];
                            };
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No such line in this cart (another cart's line included) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/mobile/carts/delete-many": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remove several lines from the cart
         * @description Ids that are not lines of this cart (another cart's, or already removed) are passed over.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ids: string[];
                    };
                };
            };
            responses: {
                /** @description The whole cart after the call, in data.data (the same shape as GET /carts/all) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                data: components["schemas"]["Cart"];
                            };
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/mobile/carts/{id}/selection": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Select or unselect one cart line (for the checkout)
         * @description A line that cannot be bought cannot be selected: 409 PRODUCT_UNAVAILABLE or OUT_OF_STOCK.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The cart line id (`_id` of an item) */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        is_selected: boolean;
                    };
                };
            };
            responses: {
                /** @description The whole cart after the call, in data.data (the same shape as GET /carts/all) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                data: components["schemas"]["Cart"];
                            };
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No such line in this cart (another cart's line included) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The line cannot be bought */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/mobile/carts/selection": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Select or unselect every line of the cart, or of one shop (`shop_id`)
         * @description Selecting takes only the lines that can be bought.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        is_selected: boolean;
                        /** Format: uuid */
                        shop_id?: string;
                    };
                };
            };
            responses: {
                /** @description The whole cart after the call, in data.data (the same shape as GET /carts/all) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                data: components["schemas"]["Cart"];
                            };
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a chat picture (png, jpeg, gif or webp; stored as WebP 1080 and 540 px)
         * @description Recognised by its content, never by name or declared type; re-encoded without metadata. Send the key in a message of kind image.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /** Format: binary */
                        file: string;
                    };
                };
            };
            responses: {
                /** @description The stored picture */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                key: string;
                                url: string;
                            };
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Larger than the picture limit */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not a picture */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/mobile/chat/{id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Messages of a room, ascending by seq
         * @description Without before/after: the newest page. before=<seq>: the page older than it (scrolling up). after=<seq>: the messages after it, oldest first (catching up after a dropped connection; ask again from the last seq while a full page comes back). hasOlder says whether messages before the first one exist.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Whose inbox: the caller's own ('buyer') or their shop's ('shop') */
                    side?: "buyer" | "shop";
                    before?: number | null;
                    after?: number | null;
                    limit?: number;
                };
                header?: never;
                path: {
                    /** @description Chat room id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of messages */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                items: components["schemas"]["ChatMessage"][];
                                hasOlder: boolean;
                            };
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No such room, or the caller is not its member on this side */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Send a message: text, a picture from POST /api/v1/image, a product card or an order card
         * @description Stored first, then announced to both members (chat:message). The same clientId again answers the stored message (200) without storing it twice. Offensive text is CONTENT_INAPPROPRIATE, like community posts; more than CHAT_LIMITS.sendsPerMinute sends a minute is RATE_LIMITED (429).
         */
        post: {
            parameters: {
                query?: {
                    /** @description Whose inbox: the caller's own ('buyer') or their shop's ('shop') */
                    side?: "buyer" | "shop";
                };
                header?: never;
                path: {
                    /** @description Chat room id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        kind: "text";
                        clientId: string;
                        text: string;
                    } | {
                        /** @enum {string} */
                        kind: "image";
                        clientId: string;
                        imageKey: string;
                    } | {
                        /** @enum {string} */
                        kind: "product";
                        clientId: string;
                        /** Format: uuid */
                        productId: string;
                    } | {
                        /** @enum {string} */
                        kind: "order";
                        clientId: string;
                        /** Format: uuid */
                        orderId: string;
                    };
                };
            };
            responses: {
                /** @description Already stored under this clientId */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ChatMessage"];
                        };
                    };
                };
                /** @description Stored and announced */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ChatMessage"];
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No such room, or the caller is not its member on this side */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The clientId belongs to a message of the other member */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too many attempts */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/mobile/chat": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's rooms on one side, newest message first
         * @description filter=unread keeps rooms with unread messages or marked unread; q searches the other party’s name and the messages, without accents. Hidden rooms are left out until a newer message arrives; a shop sees a room once the buyer has written in it.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Whose inbox: the caller's own ('buyer') or their shop's ('shop') */
                    side?: "buyer" | "shop";
                    filter?: "all" | "unread" | "read";
                    q?: string;
                    page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of rooms */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                items: components["schemas"]["ChatRoom"][];
                                page: number;
                                pageSize: number;
                                total: number;
                                hasMore: boolean;
                            };
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description side=shop without an approved shop of the caller's */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Open (or create) the caller's room with a shop, optionally with a product or order card
         * @description The card goes in as the buyer’s message unless it is already the room’s last message. A product must be on sale in this shop, an order must be the caller’s with this shop (VALIDATION_FAILED otherwise). An unknown or unapproved shop is 404.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        shopId: string;
                        /** Format: uuid */
                        productId?: string;
                        /** Format: uuid */
                        orderId?: string;
                    };
                };
            };
            responses: {
                /** @description The room, as the buyer sees it */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ChatRoom"];
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No such approved shop */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too many attempts */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/mobile/chat/total-red-dot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The unread count of one side (unread messages, plus one per room marked unread)
         * @description product.md: the count is read from data.data as a number.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Whose inbox: the caller's own ('buyer') or their shop's ('shop') */
                    side?: "buyer" | "shop";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The count */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                data: number;
                            };
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description side=shop without an approved shop of the caller's */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/mobile/chat/read-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark every room of one side read */
        post: {
            parameters: {
                query?: {
                    /** @description Whose inbox: the caller's own ('buyer') or their shop's ('shop') */
                    side?: "buyer" | "shop";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description How many rooms changed */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                changed: number;
                            };
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description side=shop without an approved shop of the caller's */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/mobile/chat/unread-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark every read room (with messages, not hidden) of one side unread */
        post: {
            parameters: {
                query?: {
                    /** @description Whose inbox: the caller's own ('buyer') or their shop's ('shop') */
                    side?: "buyer" | "shop";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description How many rooms changed */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                changed: number;
                            };
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description side=shop without an approved shop of the caller's */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/mobile/chat/suggest-chat": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Questions a buyer may tap to start a conversation, in the request’s language */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Suggested questions */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                items: {
                                    key: string;
                                    text: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/mobile/chat/hide-room-chat/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Hide a room from this side's list until a newer message arrives */
        post: {
            parameters: {
                query?: {
                    /** @description Whose inbox: the caller's own ('buyer') or their shop's ('shop') */
                    side?: "buyer" | "shop";
                };
                header?: never;
                path: {
                    /** @description Chat room id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Hidden */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @enum {boolean} */
                                hidden: true;
                            };
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No such room, or the caller is not its member on this side */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/mobile/chat/unread-message/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Mark room {id} unread for this side */
        put: {
            parameters: {
                query?: {
                    /** @description Whose inbox: the caller's own ('buyer') or their shop's ('shop') */
                    side?: "buyer" | "shop";
                };
                header?: never;
                path: {
                    /** @description Chat room id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The room after the change */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ChatRoom"];
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No such room, or the caller is not its member on this side */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/mobile/chat/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One room as this side sees it */
        get: {
            parameters: {
                query?: {
                    /** @description Whose inbox: the caller's own ('buyer') or their shop's ('shop') */
                    side?: "buyer" | "shop";
                };
                header?: never;
                path: {
                    /** @description Chat room id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The room */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ChatRoom"];
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No such room, or the caller is not its member on this side */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/mobile/chat/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Read the room up to seq (everything when omitted) */
        post: {
            parameters: {
                query?: {
                    /** @description Whose inbox: the caller's own ('buyer') or their shop's ('shop') */
                    side?: "buyer" | "shop";
                };
                header?: never;
                path: {
                    /** @description Chat room id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        seq?: number;
                    };
                };
            };
            responses: {
                /** @description The room after reading */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ChatRoom"];
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No such room, or the caller is not its member on this side */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/seller/chat/quick-replies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The shop's saved answers, offered under the message box */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The quick replies */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                items: components["schemas"]["ChatQuickReply"][];
                            };
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Signed in without an approved shop */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /** Save a quick reply (at most 20 per shop) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        text: string;
                    };
                };
            };
            responses: {
                /** @description Saved */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ChatQuickReply"];
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Signed in without an approved shop */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/seller/chat/quick-replies/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a quick reply */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Quick reply id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        text: string;
                    };
                };
            };
            responses: {
                /** @description Changed */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ChatQuickReply"];
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Signed in without an approved shop */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No such quick reply in the caller's shop */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        /** Delete a quick reply */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Quick reply id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @enum {boolean} */
                                deleted: true;
                            };
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Signed in without an approved shop */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No such quick reply in the caller's shop */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/seller/chat/{id}/buyer-orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The room's buyer's latest orders with the caller's shop, newest first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Chat room id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Orders */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                items: {
                                    id: string;
                                    code: string;
                                    status: string;
                                    total: number;
                                    itemCount: number;
                                    createdAt: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Signed in without an approved shop */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No such room of the caller's shop */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/chat/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a conversation on a complaint (every read is written to the admin audit log)
         * @description Messages ascending by seq: the newest page, or before=<seq> for older ones. Each call adds a chat_room.read line to the audit log.
         */
        get: {
            parameters: {
                query?: {
                    before?: number | null;
                    limit?: number;
                };
                header?: never;
                path: {
                    /** @description Chat room id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The room and a page of its messages */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                room: {
                                    id: string;
                                    shop: {
                                        id: string;
                                        name: string;
                                        avatarUrl: string | null;
                                    };
                                    buyer: {
                                        id: string;
                                        fullName: string;
                                        avatarUrl: string | null;
                                    };
                                    lastSeq: number;
                                    lastMessageAt: string | null;
                                };
                                items: components["schemas"]["ChatMessage"][];
                                hasOlder: boolean;
                            };
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Admins only */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No such room */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/mobile/checkout/quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Price a checkout: lines, delivery per shop, vouchers (best combination by default), totals, problems
         * @description Works for a signed-in buyer or a guest (guest cookie). Nothing is reserved: placing re-checks everything under locks. `problems` lists what stops the order, with the error codes of product.md §8.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @default cart
                         * @enum {string}
                         */
                        source?: "cart" | "express";
                        items?: {
                            /** Format: uuid */
                            variantId: string;
                            quantity: number;
                        }[];
                        /** Format: uuid */
                        addressId?: string;
                        address?: {
                            name: string;
                            phone: string;
                            /**
                             * @default VN
                             * @enum {string}
                             */
                            country?: "VN" | "KO";
                            city: string;
                            district?: string | null;
                            ward?: string | null;
                            specificAddress: string;
                            postalCode?: string | null;
                            /**
                             * @default home
                             * @enum {string}
                             */
                            type?: "home" | "company";
                            /**
                             * @default all_days
                             * @enum {string}
                             */
                            deliveryTime?: "all_days" | "office_hours" | "any_time";
                            /** @default false */
                            isDefault?: boolean;
                            /** @default false */
                            isPickup?: boolean;
                            /** @default false */
                            isDefaultReturn?: boolean;
                        };
                        shipping?: {
                            /** Format: uuid */
                            shopId: string;
                            /** @enum {string} */
                            method: "self" | "ghn" | "ghtk";
                            /** @default false */
                            express?: boolean;
                        }[];
                        /**
                         * @default CASH
                         * @enum {string}
                         */
                        paymentMethod?: "CASH" | "EWALLET" | "VNPAYQR" | "ATM" | "VISA" | "MASTERCARD" | "JCB" | "AMEX";
                        /** @enum {string} */
                        walletProvider?: "momo" | "zalopay";
                        voucherIds?: string[];
                        buyerNote?: string;
                        notes?: {
                            /** Format: uuid */
                            shopId: string;
                            note: string;
                        }[];
                    };
                };
            };
            responses: {
                /** @description The quote */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                shops: {
                                    shopId: string;
                                    shopName: string;
                                    items: {
                                        variantId: string;
                                        productId: string;
                                        productName: string;
                                        variantLabel: string;
                                        image: string | null;
                                        quantity: number;
                                        unitPrice: number;
                                        originalPrice: number;
                                        lineTotal: number;
                                        promotion: boolean;
                                    }[];
                                    shippingOptions: {
                                        /** @enum {string} */
                                        method: "self" | "ghn" | "ghtk";
                                        express: boolean;
                                        available: boolean;
                                        reason: string | null;
                                        fee: number | null;
                                        etaDays: {
                                            min: number;
                                            max: number;
                                        } | null;
                                    }[];
                                    shipping: {
                                        /** @enum {string} */
                                        method: "self" | "ghn" | "ghtk";
                                        express: boolean;
                                        fee: number;
                                    } | null;
                                    deliveryEstimate: {
                                        from: string;
                                        to: string;
                                    } | null;
                                    acceptsPaymentMethod: boolean;
                                    goods: number;
                                    shopDiscount: number;
                                    shippingDiscount: number;
                                    total: number;
                                }[];
                                address: {
                                    id: string | null;
                                    recipientName: string;
                                    phone: string;
                                    phoneDisplay: string | null;
                                    line: string;
                                } | null;
                                /** @enum {string} */
                                paymentMethod: "CASH" | "EWALLET" | "VNPAYQR" | "ATM" | "VISA" | "MASTERCARD" | "JCB" | "AMEX";
                                paymentMethods: {
                                    /** @enum {string} */
                                    method: "CASH" | "EWALLET" | "VNPAYQR" | "ATM" | "VISA" | "MASTERCARD" | "JCB" | "AMEX";
                                    available: boolean;
                                }[];
                                vouchers: {
                                    options: {
                                        id: string;
                                        code: string;
                                        name: string;
                                        /** @enum {string} */
                                        kind: "platform" | "cashback" | "shop" | "free_shipping";
                                        shopId: string | null;
                                        /** @enum {string} */
                                        discountType: "fixed" | "percent";
                                        value: number;
                                        maxDiscount: number | null;
                                        minOrderValue: number;
                                        endsAt: string;
                                        applicable: boolean;
                                        /** @enum {string|null} */
                                        reason: "not_started" | "expired" | "usage_exhausted" | "budget_exhausted" | "per_user_day_limit" | "not_for_user" | "not_for_shop" | "first_purchase_only" | "payment_method" | "shipping_method" | "app_only" | "express_shipping" | "no_eligible_products" | "min_order_value" | null;
                                        amount: number;
                                        selected: boolean;
                                    }[];
                                    auto: boolean;
                                    bestSaving: number;
                                    bestVoucherIds: string[];
                                };
                                totals: {
                                    goods: number;
                                    shipping: number;
                                    shopDiscount: number;
                                    platformDiscount: number;
                                    shippingDiscount: number;
                                    cashback: number;
                                    totalPayment: number;
                                };
                                problems: {
                                    code: string;
                                    shopId: string | null;
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                }[];
                            };
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/mobile/checkout/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Place the checkout: one order per shop, stock locked, vouchers redeemed, payment link
         * @description Requires an Idempotency-Key header: a retried submit with the same key and body answers the same orders; the same key with another body is 422 IDEMPOTENCY_KEY_REUSED. `expectedTotal` must equal the server total, else 409 PRICE_CHANGED. Online payments answer a gateway `paymentUrl` and a `paymentDeadline`.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A client-made unique token per submit (a UUID) */
                    "idempotency-key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        draft: {
                            /**
                             * @default cart
                             * @enum {string}
                             */
                            source?: "cart" | "express";
                            items?: {
                                /** Format: uuid */
                                variantId: string;
                                quantity: number;
                            }[];
                            /** Format: uuid */
                            addressId?: string;
                            address?: {
                                name: string;
                                phone: string;
                                /**
                                 * @default VN
                                 * @enum {string}
                                 */
                                country?: "VN" | "KO";
                                city: string;
                                district?: string | null;
                                ward?: string | null;
                                specificAddress: string;
                                postalCode?: string | null;
                                /**
                                 * @default home
                                 * @enum {string}
                                 */
                                type?: "home" | "company";
                                /**
                                 * @default all_days
                                 * @enum {string}
                                 */
                                deliveryTime?: "all_days" | "office_hours" | "any_time";
                                /** @default false */
                                isDefault?: boolean;
                                /** @default false */
                                isPickup?: boolean;
                                /** @default false */
                                isDefaultReturn?: boolean;
                            };
                            shipping?: {
                                /** Format: uuid */
                                shopId: string;
                                /** @enum {string} */
                                method: "self" | "ghn" | "ghtk";
                                /** @default false */
                                express?: boolean;
                            }[];
                            /**
                             * @default CASH
                             * @enum {string}
                             */
                            paymentMethod?: "CASH" | "EWALLET" | "VNPAYQR" | "ATM" | "VISA" | "MASTERCARD" | "JCB" | "AMEX";
                            /** @enum {string} */
                            walletProvider?: "momo" | "zalopay";
                            voucherIds?: string[];
                            buyerNote?: string;
                            notes?: {
                                /** Format: uuid */
                                shopId: string;
                                note: string;
                            }[];
                        };
                        /** @enum {boolean} */
                        agreeTerms: true;
                        /** Format: email */
                        contactEmail?: string;
                        expectedTotal: number;
                    };
                };
            };
            responses: {
                /** @description The orders placed */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                checkoutId: string;
                                orders: {
                                    id: string;
                                    code: string;
                                    shopId: string;
                                    total: number;
                                }[];
                                totalPayment: number;
                                /** @enum {string} */
                                paymentMethod: "CASH" | "EWALLET" | "VNPAYQR" | "ATM" | "VISA" | "MASTERCARD" | "JCB" | "AMEX";
                                paymentUrl: string | null;
                                paymentDeadline: string | null;
                            };
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by a business rule (stock, vouchers, payment, shipping; product.md §8) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/mobile/checkout/{checkoutId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The order success / payment result of a checkout of this buyer (or of the holder of its token) */
        get: {
            parameters: {
                query?: {
                    /** @description A token naming this checkout (the gateway's return address carries it): read without a session */
                    t?: string;
                };
                header?: never;
                path: {
                    /** @description The checkout id */
                    checkoutId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The state */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                checkoutId: string;
                                /** @enum {string} */
                                state: "awaiting_payment" | "paid" | "cod" | "cancelled";
                                /** @enum {string} */
                                paymentMethod: "CASH" | "EWALLET" | "VNPAYQR" | "ATM" | "VISA" | "MASTERCARD" | "JCB" | "AMEX";
                                /** @enum {string|null} */
                                walletProvider: "momo" | "zalopay" | null;
                                totalPayment: number;
                                paymentDeadline: string | null;
                                guest: boolean;
                                owned: boolean;
                                contactEmail: string | null;
                                orders: {
                                    id: string;
                                    code: string;
                                    shopName: string;
                                    status: string;
                                    paymentStatus: string;
                                    total: number;
                                    itemCount: number;
                                    signedPath: string;
                                    firstImage: string | null;
                                }[];
                            };
                        };
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/mobile/checkout/{checkoutId}/pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pay again: a new gateway attempt for a checkout still awaiting payment */
        post: {
            parameters: {
                query?: {
                    /** @description A token naming this checkout (the gateway's return address carries it): read without a session */
                    t?: string;
                };
                header?: never;
                path: {
                    /** @description The checkout id */
                    checkoutId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Where to pay */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                paymentUrl: string | null;
                            };
                        };
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by a business rule (stock, vouchers, payment, shipping; product.md §8) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/community/v1/blook-templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Layouts a blook is built from: named slots, each a rectangle of the template grid */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Templates in display order */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["BlookTemplate"][];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/community/v1/blook-categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Occasions (Đi làm, Dạo phố, Hẹn hò, Du lịch, Dự tiệc...) with their sub-categories */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Categories in display order */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["BlookCategory"][];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/community/v1/blooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Published blooks, newest first, by opaque cursor; filter by category, sub-category or author */
        get: {
            parameters: {
                query?: {
                    /** @description nextCursor of the previous page */
                    cursor?: string;
                    categoryId?: string;
                    subCategoryId?: string;
                    userId?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of cards */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["BlookPage"];
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Publish a blook: a template with every slot filled by a product on sale (any shop)
         * @description Each slot of the template exactly once (validation.blook.missing / duplicate / notInTemplate on items); products must be listed, a variant one of the product’s active ones. An offensive title is CONTENT_INAPPROPRIATE.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        title: string;
                        /** Format: uuid */
                        categoryId: string;
                        /** Format: uuid */
                        subCategoryId?: string | null;
                        /** Format: uuid */
                        templateId: string;
                        items: {
                            /** @enum {string} */
                            slot: "top" | "bottom" | "dress" | "outerwear" | "shoes" | "bag" | "accessory" | "beauty";
                            /** Format: uuid */
                            productId: string;
                            /** Format: uuid */
                            variantId?: string | null;
                        }[];
                    };
                };
            };
            responses: {
                /** @description The new blook id */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: string;
                            };
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/community/v1/web/bbook-template/bbook-user/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A member's blooks by page (product.md §7), newest first, 20 a page; answer in data.data */
        get: {
            parameters: {
                query?: {
                    page?: number;
                };
                header?: never;
                path: {
                    /** @description Blook id (uuid) */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One page */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                data: components["schemas"]["BlookCard"][];
                                page: number;
                                limit: number;
                                total: number;
                            };
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/community/v1/blooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A blook with its products' live price and stock, and the viewer's like, save and follow
         * @description A removed blook answers 404 to everyone but its author, who sees removedReason.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Blook id (uuid) */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The blook */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["BlookDetail"];
                        };
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Delete my blook (anyone else’s: 404) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Blook id (uuid) */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/community/v1/blooks/{id}/like": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Like a blook (idempotent) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description uuid */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The state after the call */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                liked: boolean;
                                likeCount: number;
                            };
                        };
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        /** Take a like back (idempotent) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description uuid */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The state after the call */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                liked: boolean;
                                likeCount: number;
                            };
                        };
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/community/v1/blooks/{id}/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Save a blook (idempotent) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description uuid */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The state after the call */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                saved: boolean;
                                saveCount: number;
                            };
                        };
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        /** Unsave a blook (idempotent) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description uuid */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The state after the call */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                saved: boolean;
                                saveCount: number;
                            };
                        };
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/community/v1/blooks/{id}/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A blook's comments, newest first, by opaque cursor */
        get: {
            parameters: {
                query?: {
                    cursor?: string;
                };
                header?: never;
                path: {
                    /** @description uuid */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of comments */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                items: components["schemas"]["BlookComment"][];
                                nextCursor: string | null;
                            };
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Comment on a blook: up to 300 characters and one picture (uploaded first)
         * @description An offensive comment is CONTENT_INAPPROPRIATE; picture keys must be the member’s own uploads.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description uuid */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default  */
                        content?: string;
                        /** @default [] */
                        imageKeys?: string[];
                    };
                };
            };
            responses: {
                /** @description The new comment id and the count after it */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: string;
                                commentCount: number;
                            };
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/community/v1/blook-comments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete my comment (anyone else’s: 404) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description uuid */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The blook’s comment count after it */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                commentCount: number;
                            };
                        };
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/community/v1/blook-comments/media": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload the picture of a comment (png, jpeg, gif or webp checked by content; stored as WebP 800 and 400 px) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /** Format: binary */
                        file: string;
                    };
                };
            };
            responses: {
                /** @description The stored picture: send its key in imageKeys */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                key: string;
                                url: string;
                            };
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description File too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not a supported picture */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/community/v1/blog": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The blog: published articles whose time has come, newest first, optionally of one category */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    categoryId?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One page of article cards in data.data */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["BlogPage"];
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/community/v1/blog/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The blog's categories in their order, named in the reader's language */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The categories */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["BlogCategory"][];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/community/v1/blog/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One published article by id or slug, its blocks ready to render
         * @description Product cards carry the product as listings show it now (name, price, picture), or null once it is no longer sold. Drafts and scheduled articles are 404.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Article id or slug */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The article */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["BlogArticle"];
                        };
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/blog": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every article in any phase (draft, scheduled, published), last changed first */
        get: {
            parameters: {
                query?: {
                    page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One page */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["AdminBlogList"];
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Admins only */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /**
         * A new article: a draft, published now or scheduled
         * @description Title 5-150 characters; 1-60 blocks (paragraph, heading, image with a key from the picture upload, product with a listed product's id; at most 12 products, each once); status draft or published; publishAt (ISO) schedules a published article, null publishes now; a cover is needed to publish. Unknown block types or fields are 400.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        title: string;
                        /**
                         * Format: uuid
                         * @default null
                         */
                        categoryId?: string | null;
                        /** @default null */
                        coverKey?: string | null;
                        blocks: ({
                            /** @enum {string} */
                            type: "paragraph";
                            text: string;
                        } | {
                            /** @enum {string} */
                            type: "heading";
                            text: string;
                        } | {
                            /** @enum {string} */
                            type: "image";
                            key: string;
                            /** @default  */
                            caption?: string;
                        } | {
                            /** @enum {string} */
                            type: "product";
                            /** Format: uuid */
                            productId: string;
                        })[];
                        /**
                         * @default draft
                         * @enum {string}
                         */
                        status?: "draft" | "published";
                        /**
                         * Format: date-time
                         * @default null
                         */
                        publishAt?: string | null;
                    };
                };
            };
            responses: {
                /** @description The article */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["AdminBlogArticle"];
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Admins only */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/blog/pictures": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A cover (kind=cover: at least 600x200, cropped to 3:1) or body picture (kind=body: its own shape), png, jpeg, gif or webp checked by content, stored as WebP 1200 and 600 px */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /** @enum {string} */
                        kind: "cover" | "body";
                        /** Format: binary */
                        file: string;
                    };
                };
            };
            responses: {
                /** @description The stored picture: its key and a preview URL */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["BlogPictureUpload"];
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Admins only */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description File too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not a png, jpeg, gif or webp image */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/blog/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One article in any phase, for the editor and its preview */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The article id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The article */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["AdminBlogArticle"];
                        };
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Admins only */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        /**
         * Replace every field of an article (unpublish by saving it as a draft)
         * @description Title 5-150 characters; 1-60 blocks (paragraph, heading, image with a key from the picture upload, product with a listed product's id; at most 12 products, each once); status draft or published; publishAt (ISO) schedules a published article, null publishes now; a cover is needed to publish. Unknown block types or fields are 400.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The article id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        title: string;
                        /**
                         * Format: uuid
                         * @default null
                         */
                        categoryId?: string | null;
                        /** @default null */
                        coverKey?: string | null;
                        blocks: ({
                            /** @enum {string} */
                            type: "paragraph";
                            text: string;
                        } | {
                            /** @enum {string} */
                            type: "heading";
                            text: string;
                        } | {
                            /** @enum {string} */
                            type: "image";
                            key: string;
                            /** @default  */
                            caption?: string;
                        } | {
                            /** @enum {string} */
                            type: "product";
                            /** Format: uuid */
                            productId: string;
                        })[];
                        /**
                         * @default draft
                         * @enum {string}
                         */
                        status?: "draft" | "published";
                        /**
                         * Format: date-time
                         * @default null
                         */
                        publishAt?: string | null;
                    };
                };
            };
            responses: {
                /** @description The article */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["AdminBlogArticle"];
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Admins only */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        /** Delete an article */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The article id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Admins only */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/community/v1/hashtags/suggest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Hashtags in use that start with what was typed after # (accents ignored), most used first */
        get: {
            parameters: {
                query?: {
                    q?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Up to 8 hashtags with how many published posts carry each */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["HashtagSuggestions"];
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/community/v1/feeds/for-you": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * "Dành cho bạn": recent posts of the members and shops I follow first, then popular posts
         * @description Popular posts are ranked by engagement with time decay. The first page freezes the ranking in a reading session: following pages (nextCursor) neither repeat nor skip posts while new posts arrive and scores move. Guests get the popular part. A cursor that is not this feed's, not this viewer's or older than a day is a 400.
         */
        get: {
            parameters: {
                query?: {
                    /** @description nextCursor of the previous page; absent for the first page */
                    cursor?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of posts */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["CommunityFeedPage"];
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/community/v1/feeds/following": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** "Đang theo dõi": posts of the members and shops I follow and my own, newest first */
        get: {
            parameters: {
                query?: {
                    /** @description nextCursor of the previous page; absent for the first page */
                    cursor?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of posts */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["CommunityFeedPage"];
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/community/v1/feeds/hashtag/{tag}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Posts with a hashtag, newest first (#Áo_Dài and #áo_dài are one tag) */
        get: {
            parameters: {
                query?: {
                    /** @description nextCursor of the previous page; absent for the first page */
                    cursor?: string;
                };
                header?: never;
                path: {
                    /** @description The tag, with or without its # */
                    tag: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of posts */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["CommunityFeedPage"];
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/community/v1/feeds/similar-body": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * "Người có số đo giống tôi": posts by people within a few cm and kg of me, same body shape
         * @description Height within 5 cm and weight within 4 kg of the viewer's body measurements, and the same body shape when both have one. Only figures authors chose to share count. measurementsMissing: the viewer has no height or weight yet (the list is empty).
         */
        get: {
            parameters: {
                query?: {
                    /** @description nextCursor of the previous page; absent for the first page */
                    cursor?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of posts */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                items: components["schemas"]["CommunityPost"][];
                                nextCursor: string | null;
                                measurementsMissing: boolean;
                            };
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/community/v1/users/{id}/wall": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A member's wall: name, avatar, bio, what they chose to show, counts, their shop
         * @description Body shape, height and weight are null unless their owner switched them on; settings (the switches) only on your own wall.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Member id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The wall */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["CommunityWall"];
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/community/v1/profile/wall": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit my wall: bio, body shape and whether it and my measurements show */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        bio?: string;
                        /** @enum {string|null} */
                        bodyShape?: "hourglass" | "pear" | "apple" | "rectangle" | "inverted_triangle" | null;
                        showBodyShape?: boolean;
                        showMeasurements?: boolean;
                    };
                };
            };
            responses: {
                /** @description My wall after the change */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["CommunityWall"];
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/community/v1/post/posts-user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A member's posts, newest first, 20 a page (product.md §7: post/posts-user) */
        get: {
            parameters: {
                query: {
                    userId: string;
                    page?: number;
                    sort?: "recent";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of posts */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                data: components["schemas"]["CommunityPost"][];
                                page: number;
                                limit: number;
                                total: number;
                            };
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/community/v1/users/{id}/follow": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Follow a member (idempotent; not yourself) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Member id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The state after the call */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                following: boolean;
                                followerCount: number;
                            };
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        /** Stop following a member (idempotent) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Member id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The state after the call */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                following: boolean;
                                followerCount: number;
                            };
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/community/v1/users/{id}/follows": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A member's follow lists (product.md §3, Follow list kinds)
         * @description kind=follower: members following them. kind=following: members and shops they follow, latest first. kind=post: of those, the accounts that have posted, latest post first.
         */
        get: {
            parameters: {
                query: {
                    kind: "post" | "follower" | "following";
                    page?: number;
                };
                header?: never;
                path: {
                    /** @description Member id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of accounts */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                data: components["schemas"]["CommunityFollowAccount"][];
                                page: number;
                                limit: number;
                                total: number;
                            };
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/community/v1/mentions/suggest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Members and shops to @mention, by name without accents, followed ones first */
        get: {
            parameters: {
                query: {
                    q: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Members then shops */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["CommunityMentionSuggestion"][];
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/community/v1/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Report a post, a reply or a blook to the moderators (one open report per member and target)
         * @description Sending the same report again while the first is open answers the first one. Own content and content that is not public answer 404.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        targetType: "post" | "reply" | "blook";
                        /** Format: uuid */
                        targetId: string;
                        /** @enum {string} */
                        reason: "spam" | "offensive" | "scam" | "nudity" | "harassment" | "other";
                        /** @default  */
                        note?: string;
                    };
                };
            };
            responses: {
                /** @description The open report */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ContentReportReceipt"];
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/community/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reported posts, replies and blooks grouped by content: the content, its author, the report count and reasons (open: most reported first; resolved: latest decision first) */
        get: {
            parameters: {
                query?: {
                    status?: "open" | "resolved";
                    targetType?: "post" | "reply" | "blook";
                    page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One page of the queue */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ReportQueue"];
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Admins only */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/community/refusals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Content the offensive-word filter refused, newest first, with the words it matched */
        get: {
            parameters: {
                query?: {
                    page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One page of the log */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ContentRefusalLog"];
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Admins only */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/community/{targetType}/{id}/remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Remove the content (hidden from everyone but its author, who is notified with the reason; a post leaves the feeds); resolves its open reports */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description post, reply or blook */
                    targetType: "post" | "reply" | "blook";
                    /** @description The content id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description The content after the decision */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ModerationDecision"];
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Admins only */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Another moderator decided first (MODERATION_ALREADY_DECIDED) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/community/{targetType}/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Restore removed content (the author is notified); resolves its open reports */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description post, reply or blook */
                    targetType: "post" | "reply" | "blook";
                    /** @description The content id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description The content after the decision */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ModerationDecision"];
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Admins only */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Another moderator decided first (MODERATION_ALREADY_DECIDED) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/community/{targetType}/{id}/keep": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Keep the reported content as it is: resolves its open reports without telling the author */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description post, reply or blook */
                    targetType: "post" | "reply" | "blook";
                    /** @description The content id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The content after the decision */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ModerationDecision"];
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Admins only */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Another moderator decided first (MODERATION_ALREADY_DECIDED) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/community/v1/posts/media": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a post picture (png, jpeg, gif or webp; stored as WebP 1080 and 540 px) or video (mp4, mov or webm, shorter than LIMITS.post.videoMaxSeconds)
         * @description Files are recognised by their content, never by name or declared type. Send the key back in imageKeys or videoKey. A video's length is read from its container (VIDEO_TOO_LONG); its poster frame is taken when the server has ffmpeg (posterUrl null otherwise).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /** Format: binary */
                        file: string;
                    };
                };
            };
            responses: {
                /** @description The stored medium */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["CommunityPostMedia"];
                        };
                    };
                };
                /** @description Video too long, or unreadable */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description File too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not a supported picture or video */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/community/v1/posts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publish a post: up to 300 characters, 5 pictures or one video, product tags, mentions
         * @description Offensive text is CONTENT_INAPPROPRIATE (and logged for moderators). Media must be my own uploads (POST_MEDIA_INVALID). Tags point at products on sale (POST_TAG_INVALID); asShop needs an approved shop of mine (POST_AS_SHOP_NOT_ALLOWED); shareMeasurements needs height and weight in my body measurements (POST_MEASUREMENTS_MISSING). Hashtags are read from the text.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @default look
                         * @enum {string}
                         */
                        kind?: "look" | "review" | "question";
                        /** @default  */
                        content?: string;
                        /** @default [] */
                        imageKeys?: string[];
                        videoKey?: string | null;
                        /** @default [] */
                        productTags?: {
                            /** Format: uuid */
                            productId: string;
                            /** Format: uuid */
                            variantId?: string | null;
                            imageIndex: number;
                            x: number;
                            y: number;
                        }[];
                        /** @default [] */
                        mentions?: {
                            /** @enum {string} */
                            kind: "user" | "shop";
                            /** Format: uuid */
                            id: string;
                        }[];
                        /** @enum {string|null} */
                        bodyShape?: "hourglass" | "pear" | "apple" | "rectangle" | "inverted_triangle" | null;
                        /** @default false */
                        shareMeasurements?: boolean;
                        /** @default false */
                        asShop?: boolean;
                    };
                };
            };
            responses: {
                /** @description The published post */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["CommunityPost"];
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not the owner of an approved shop */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/community/v1/posts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One post (its author also sees it when removed, with the reason) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Post id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The post */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["CommunityPost"];
                        };
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        /**
         * Edit my post (the whole post is replaced; at most one picture swapped per edit)
         * @description Another member's post, or a removed one, is 404. Swapping more pictures than LIMITS.post.imageReplacementsMax is POST_IMAGE_REPLACEMENTS_EXCEEDED; adding or removing pictures alone is not a replacement.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Post id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @default look
                         * @enum {string}
                         */
                        kind?: "look" | "review" | "question";
                        /** @default  */
                        content?: string;
                        /** @default [] */
                        imageKeys?: string[];
                        videoKey?: string | null;
                        /** @default [] */
                        productTags?: {
                            /** Format: uuid */
                            productId: string;
                            /** Format: uuid */
                            variantId?: string | null;
                            imageIndex: number;
                            x: number;
                            y: number;
                        }[];
                        /** @default [] */
                        mentions?: {
                            /** @enum {string} */
                            kind: "user" | "shop";
                            /** Format: uuid */
                            id: string;
                        }[];
                        /** @enum {string|null} */
                        bodyShape?: "hourglass" | "pear" | "apple" | "rectangle" | "inverted_triangle" | null;
                        /** @default false */
                        shareMeasurements?: boolean;
                    };
                };
            };
            responses: {
                /** @description The edited post */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["CommunityPost"];
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too many pictures replaced */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        /** Delete my post (another member's: 404) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Post id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: string;
                            };
                        };
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/community/v1/posts/{id}/open-graph": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What a shared link to /post/{id} previews with (Zalo, Facebook): text, picture, author */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Post id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Open Graph facts of a published post */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["CommunityPostOpenGraph"];
                        };
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/community/v1/posts/{id}/like": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Like a post
         * @description Idempotent: doing it twice counts once. Counts move in one transaction under the post row lock.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Post id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The post's counts after the change */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["CommunityPostCounts"];
                        };
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        /**
         * Take my like back
         * @description Idempotent: doing it twice counts once. Counts move in one transaction under the post row lock.
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Post id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The post's counts after the change */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["CommunityPostCounts"];
                        };
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/community/v1/posts/{id}/bookmark": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Save a post
         * @description Idempotent: doing it twice counts once. Counts move in one transaction under the post row lock.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Post id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The post's counts after the change */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["CommunityPostCounts"];
                        };
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        /**
         * Unsave a post
         * @description Idempotent: doing it twice counts once. Counts move in one transaction under the post row lock.
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Post id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The post's counts after the change */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["CommunityPostCounts"];
                        };
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/community/v1/posts/{id}/share": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Count a share (copy link, share sheet, Zalo, Facebook); guests too */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Post id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The share count */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                shareCount: number;
                            };
                        };
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/community/v1/post/bookmark/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My saved posts, the last saved first (product.md §7: page, limit 20 by default)
         * @description Saved posts are private: another member's userId answers 404, as if the list did not exist. Removed posts (except my own) are not counted, so page 2 starts at the 21st post shown.
         */
        get: {
            parameters: {
                query: {
                    /** @description Whose saved posts: only my own (anyone else: 404) */
                    userId: string;
                    page?: number;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of saved posts */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["CommunitySavedPostsPage"];
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/community/v1/posts/{id}/replies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A post's replies, oldest first, 20 a page */
        get: {
            parameters: {
                query?: {
                    /** @description nextCursor of the previous page */
                    cursor?: string;
                };
                header?: never;
                path: {
                    /** @description Post id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of replies */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["CommunityReplyPage"];
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Reply to a post: up to 300 characters and one picture
         * @description Offensive text is CONTENT_INAPPROPRIATE (and logged). parentReplyId answers another reply of the same post (one level of threads).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Post id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default  */
                        content?: string;
                        /** @default [] */
                        imageKeys?: string[];
                        /** Format: uuid */
                        parentReplyId?: string | null;
                    };
                };
            };
            responses: {
                /** @description The reply */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["CommunityReply"];
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/community/v1/replies/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Edit my reply (another member's: 404)
         * @description The text and picture are replaced; parentReplyId is ignored (a reply stays in its thread).
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Reply id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default  */
                        content?: string;
                        /** @default [] */
                        imageKeys?: string[];
                        /** Format: uuid */
                        parentReplyId?: string | null;
                    };
                };
            };
            responses: {
                /** @description The edited reply */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["CommunityReply"];
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        /** Delete my reply and the answers under it (another member's: 404) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Reply id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: string;
                            };
                        };
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/community/v1/replies/{id}/like": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Like a reply
         * @description Idempotent; the count moves under the reply row lock.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Reply id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The reply's like count after the change */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                likeCount: number;
                                likedByMe: boolean;
                            };
                        };
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        /**
         * Take my like of a reply back
         * @description Idempotent; the count moves under the reply row lock.
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Reply id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The reply's like count after the change */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                likeCount: number;
                                likedByMe: boolean;
                            };
                        };
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/community/v1/shops/{id}/feedback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Buyers' feedback on a shop: the average and per-star counts, what the viewer may do, one page newest first */
        get: {
            parameters: {
                query?: {
                    page?: number;
                };
                header?: never;
                path: {
                    /** @description The shop id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The page */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ShopFeedbackPage"];
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Rate the shop: 1-5 stars, up to 300 characters, one picture; sending again replaces your earlier feedback
         * @description Only a buyer with a completed order of the shop, never its owner (SHOP_FEEDBACK_NOT_ALLOWED, 403). Offensive words: CONTENT_INAPPROPRIATE. imageKeys from POST /community/v1/shops/feedback/media.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The shop id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        rating: number;
                        /** @default  */
                        content?: string;
                        /** @default [] */
                        imageKeys?: string[];
                    };
                };
            };
            responses: {
                /** @description The feedback as the page shows it */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ShopFeedback"];
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No completed order of this shop, or your own shop */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/community/v1/shops/feedback/media": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload the picture of a feedback (png, jpeg, gif or webp checked by content; stored as WebP 800 and 400 px) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /** Format: binary */
                        file: string;
                    };
                };
            };
            responses: {
                /** @description The stored picture: send its key in imageKeys */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                key: string;
                                url: string;
                            };
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description File too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not a png, jpeg, gif or webp image */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/community/v1/shops/{id}/feedback/{feedbackId}/reply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * The shop's one public reply to a feedback (up to 300 characters; sending again rewrites it)
         * @description Only the shop's owner; anyone else, or a feedback of another shop, is 404.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The shop id */
                    id: string;
                    /** @description The feedback id */
                    feedbackId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        content: string;
                    };
                };
            };
            responses: {
                /** @description The feedback with its reply */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ShopFeedback"];
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/community/v1/posts/{id}/shop-the-look": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Shop the look of a post: each product with the size recommended for the viewer
         * @description Each product once, in the author's order, with its variants at the price the cart charges now (promotions included) and the units that can be bought, and the variant put forward: the size the signed-in viewer's body measurements recommend from the product's size chart, else the author's variant, else the first in stock. A removed or unknown source is 404.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The post id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The look */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ShopTheLook"];
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Put the confirmed products of a post in the cart, across shops, all or none
         * @description One transaction through the cart: every line is added or none is. A line whose variant sold out is 409 LOOK_ITEM_OUT_OF_STOCK (fields name the line: lines.N); a product that is not in the look is 400 LOOK_ITEM_NOT_IN_LOOK. Requires an Idempotency-Key header: a retry with the same key and lines adds nothing and answers the first answer (replayed: true); the same key with other lines is 422 IDEMPOTENCY_KEY_REUSED.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description Required: one key per confirmation (a UUID fits); a retry sends the same key */
                    "idempotency-key"?: string;
                };
                path: {
                    /** @description The post id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ShopTheLookLines"];
                };
            };
            responses: {
                /** @description The lines added and the cart count */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ShopTheLookAdded"];
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by a business rule (stock, vouchers, payment, shipping; product.md §8) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The Idempotency-Key was used with other lines */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/community/v1/blooks/{id}/shop-the-look": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Shop the look of a blook (lookbook): each product with the size recommended for the viewer
         * @description Each product once, in the author's order, with its variants at the price the cart charges now (promotions included) and the units that can be bought, and the variant put forward: the size the signed-in viewer's body measurements recommend from the product's size chart, else the author's variant, else the first in stock. A removed or unknown source is 404.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The blook (lookbook) id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The look */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ShopTheLook"];
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Put the confirmed products of a blook (lookbook) in the cart, across shops, all or none
         * @description One transaction through the cart: every line is added or none is. A line whose variant sold out is 409 LOOK_ITEM_OUT_OF_STOCK (fields name the line: lines.N); a product that is not in the look is 400 LOOK_ITEM_NOT_IN_LOOK. Requires an Idempotency-Key header: a retry with the same key and lines adds nothing and answers the first answer (replayed: true); the same key with other lines is 422 IDEMPOTENCY_KEY_REUSED.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description Required: one key per confirmation (a UUID fits); a retry sends the same key */
                    "idempotency-key"?: string;
                };
                path: {
                    /** @description The blook (lookbook) id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ShopTheLookLines"];
                };
            };
            responses: {
                /** @description The lines added and the cart count */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ShopTheLookAdded"];
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by a business rule (stock, vouchers, payment, shipping; product.md §8) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The Idempotency-Key was used with other lines */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/community/v1/products/{productId}/posts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * "Bài viết về sản phẩm này": published posts that tag a product, newest first
         * @description similarBody=1: only posts by people within 5 cm and 4 kg of the signed-in viewer and of the same body shape (figures their authors chose to share); it needs a session (401). measurementsMissing: the viewer has no height or weight yet.
         */
        get: {
            parameters: {
                query?: {
                    /** @description nextCursor of the previous page */
                    cursor?: string;
                    /** @description "Người có số đo giống tôi" */
                    similarBody?: "0" | "1" | "true" | "false";
                };
                header?: never;
                path: {
                    /** @description Product id */
                    productId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of posts */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ProductPostsPage"];
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/mobile/shops/{id}/follow": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Follow a shop (idempotent) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description uuid */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The state after the call */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                following: boolean;
                                followerCount: number;
                            };
                        };
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        /** Stop following a shop (idempotent) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description uuid */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The state after the call */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                following: boolean;
                                followerCount: number;
                            };
                        };
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/mobile/products/{id}/favourite": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Add a product to my favourites (idempotent) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description uuid */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The state after the call */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                favourite: boolean;
                                likeCount: number;
                            };
                        };
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        /** Remove a product from my favourites (idempotent) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description uuid */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The state after the call */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                favourite: boolean;
                                likeCount: number;
                            };
                        };
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/mobile/favourites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My favourite products (account menu), most recently liked first; only products still on sale */
        get: {
            parameters: {
                query?: {
                    page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Product cards */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                items: components["schemas"]["ProductCard"][];
                                page: number;
                                pageSize: number;
                                total: number;
                                hasMore: boolean;
                            };
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/mobile/follows/shops": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The shops I follow, most recently followed first */
        get: {
            parameters: {
                query?: {
                    page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Shops */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                items: {
                                    id: string;
                                    name: string;
                                    logoUrl: string | null;
                                    /** @enum {string} */
                                    country: "VN" | "KO";
                                    ratingAvg: number;
                                    followerCount: number;
                                }[];
                                page: number;
                                pageSize: number;
                                total: number;
                                hasMore: boolean;
                            };
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/public/get-ip-country": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Country of the caller, from X-Country or the IP address (ISO code; VN when unknown) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The ISO 3166-1 alpha-2 country code (KR for Korea) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @example VN */
                                country_code: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/mobile/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in member's shop notifications (orders, refunds, shop, payments, group buying), newest first, in the request's language */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    tab?: "all" | "orders" | "refunds" | "shop" | "payments" | "group_buying" | "other";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of messages, the list’s unread count and each tab’s */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                items: {
                                    id: string;
                                    /** @example order.seller_confirm */
                                    kind: string;
                                    /** @example orders */
                                    category: string;
                                    text: string;
                                    params: {
                                        [key: string]: string | number;
                                    };
                                    targetType: string | null;
                                    targetId: string | null;
                                    read: boolean;
                                    createdAt: string;
                                }[];
                                page: number;
                                pageSize: number;
                                total: number;
                                hasMore: boolean;
                                unread: number;
                                unreadByTab: {
                                    [key: string]: number;
                                };
                            };
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/community/v1/notification/get-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in member's community notifications (mentions, follows, replies, moderation, live, affiliate), newest first */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    tab?: "all" | "mentions" | "follows" | "interactions" | "moderation" | "live" | "affiliate";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of messages, the list’s unread count and each tab’s */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                items: {
                                    id: string;
                                    /** @example order.seller_confirm */
                                    kind: string;
                                    /** @example orders */
                                    category: string;
                                    text: string;
                                    params: {
                                        [key: string]: string | number;
                                    };
                                    targetType: string | null;
                                    targetId: string | null;
                                    read: boolean;
                                    createdAt: string;
                                }[];
                                page: number;
                                pageSize: number;
                                total: number;
                                hasMore: boolean;
                                unread: number;
                                unreadByTab: {
                                    [key: string]: number;
                                };
                            };
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/mobile/notification-buyer/unread-count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many notifications are unread, both lists (the header bell); the number is in data.data */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The unread count */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                data: number;
                            };
                        };
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/community/v1/notification/mask-read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Mark one of the member's notifications read (someone else's is 404) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: string;
                    };
                };
            };
            responses: {
                /** @description Read */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                read: boolean;
                            };
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/mobile/notification-buyer/mask-read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Mark one of the member's notifications read (someone else's is 404) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: string;
                    };
                };
            };
            responses: {
                /** @description Read */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                read: boolean;
                            };
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/community/v1/notification/read-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Mark every community notification read */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description How many changed */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                changed: number;
                            };
                        };
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/mobile/notification-buyer/mask-read-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Mark every shop notification read */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description How many changed */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                changed: number;
                            };
                        };
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/mobile/notifications/read-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark every notification of both lists read */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description How many changed */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                changed: number;
                            };
                        };
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/mobile/notifications/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark one notification read (the same as PUT notification-buyer/mask-read) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Read */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                read: boolean;
                            };
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/mobile/notification-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Which important order events also come by e-mail */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The member's e-mail choices per important order event */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                email: {
                                    order_confirmed?: boolean;
                                    order_shipped?: boolean;
                                    order_delivered?: boolean;
                                    order_cancelled?: boolean;
                                    refund_completed?: boolean;
                                    seller_new_order?: boolean;
                                    seller_cancel_request?: boolean;
                                    seller_return_request?: boolean;
                                };
                                types: ("order_confirmed" | "order_shipped" | "order_delivered" | "order_cancelled" | "refund_completed" | "seller_new_order" | "seller_cancel_request" | "seller_return_request")[];
                                hasEmail: boolean;
                            };
                        };
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        /** Switch e-mail per important order event on or off (types left out keep their setting) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: {
                            order_confirmed?: boolean;
                            order_shipped?: boolean;
                            order_delivered?: boolean;
                            order_cancelled?: boolean;
                            refund_completed?: boolean;
                            seller_new_order?: boolean;
                            seller_cancel_request?: boolean;
                            seller_return_request?: boolean;
                        };
                    };
                };
            };
            responses: {
                /** @description The member's e-mail choices per important order event */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                email: {
                                    order_confirmed?: boolean;
                                    order_shipped?: boolean;
                                    order_delivered?: boolean;
                                    order_cancelled?: boolean;
                                    refund_completed?: boolean;
                                    seller_new_order?: boolean;
                                    seller_cancel_request?: boolean;
                                    seller_return_request?: boolean;
                                };
                                types: ("order_confirmed" | "order_shipped" | "order_delivered" | "order_cancelled" | "refund_completed" | "seller_new_order" | "seller_cancel_request" | "seller_return_request")[];
                                hasEmail: boolean;
                            };
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/public/reasons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Why a buyer cancels an order: codes and words in the request's language */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The reasons, in data.data */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                data: {
                                    /** @enum {string} */
                                    code: "change_address" | "change_voucher" | "change_items" | "payment_trouble" | "found_better" | "no_longer_needed" | "other";
                                    label: string;
                                }[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/mobile/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in buyer's orders in one tab (stage), newest first, with the count of every tab */
        get: {
            parameters: {
                query?: {
                    tab?: "all" | "pending" | "awaiting_confirmation" | "awaiting_pickup" | "shipping" | "delivered" | "cancellation_pending" | "cancelled" | "return_refund";
                    page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of orders and the tab counts */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                items: {
                                    id: string;
                                    code: string;
                                    checkoutId: string;
                                    createdAt: string;
                                    /** @enum {string} */
                                    status: "pending" | "awaiting_confirmation" | "awaiting_pickup" | "shipping" | "delivered" | "cancellation_pending" | "cancelled" | "return_refund";
                                    /** @enum {string} */
                                    paymentStatus: "unpaid" | "paid" | "cod" | "refunded" | "voided";
                                    /** @enum {string} */
                                    paymentMethod: "CASH" | "EWALLET" | "VNPAYQR" | "ATM" | "VISA" | "MASTERCARD" | "JCB" | "AMEX";
                                    completed: boolean;
                                    shop: {
                                        id: string;
                                        name: string;
                                        slug: string;
                                    };
                                    items: {
                                        id: string;
                                        productId: string;
                                        variantId: string;
                                        name: string;
                                        variant: string;
                                        imageUrl: string | null;
                                        quantity: number;
                                        originalPrice: number;
                                        unitPrice: number;
                                        lineTotal: number;
                                    }[];
                                    itemCount: number;
                                    total: number;
                                    paymentDeadline: string | null;
                                    actions: ("payment_confirmed" | "payment_expired" | "seller_confirm" | "seller_cancel" | "buyer_cancel" | "buyer_request_cancel" | "seller_accept_cancel" | "seller_refuse_cancel" | "shipped" | "delivered" | "delivery_returned" | "buyer_confirm_receipt" | "auto_complete" | "buyer_request_return" | "return_closed" | "refund_completed" | "admin_cancel")[];
                                    canPayAgain: boolean;
                                    canBuyAgain: boolean;
                                }[];
                                page: number;
                                pageSize: number;
                                total: number;
                                hasMore: boolean;
                                counts: {
                                    all: number;
                                    pending: number;
                                    awaiting_confirmation: number;
                                    awaiting_pickup: number;
                                    shipping: number;
                                    delivered: number;
                                    cancellation_pending: number;
                                    cancelled: number;
                                    return_refund: number;
                                };
                            };
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/mobile/orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One order: timeline, shipping and tracking, money totals, vouchers, the actions open now
         * @description Pay again for an unpaid order: POST /api/v1/mobile/checkout/{checkoutId}/pay.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The order id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The order */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: string;
                                code: string;
                                checkoutId: string;
                                createdAt: string;
                                /** @enum {string} */
                                status: "pending" | "awaiting_confirmation" | "awaiting_pickup" | "shipping" | "delivered" | "cancellation_pending" | "cancelled" | "return_refund";
                                /** @enum {string} */
                                paymentStatus: "unpaid" | "paid" | "cod" | "refunded" | "voided";
                                /** @enum {string} */
                                paymentMethod: "CASH" | "EWALLET" | "VNPAYQR" | "ATM" | "VISA" | "MASTERCARD" | "JCB" | "AMEX";
                                completed: boolean;
                                shop: {
                                    id: string;
                                    name: string;
                                    slug: string;
                                };
                                items: {
                                    id: string;
                                    productId: string;
                                    variantId: string;
                                    name: string;
                                    variant: string;
                                    imageUrl: string | null;
                                    quantity: number;
                                    originalPrice: number;
                                    unitPrice: number;
                                    lineTotal: number;
                                }[];
                                itemCount: number;
                                total: number;
                                paymentDeadline: string | null;
                                actions: ("payment_confirmed" | "payment_expired" | "seller_confirm" | "seller_cancel" | "buyer_cancel" | "buyer_request_cancel" | "seller_accept_cancel" | "seller_refuse_cancel" | "shipped" | "delivered" | "delivery_returned" | "buyer_confirm_receipt" | "auto_complete" | "buyer_request_return" | "return_closed" | "refund_completed" | "admin_cancel")[];
                                canPayAgain: boolean;
                                canBuyAgain: boolean;
                                /** @enum {string|null} */
                                walletProvider: "momo" | "zalopay" | null;
                                recipient: {
                                    recipientName: string;
                                    phone: string;
                                    /** @enum {string} */
                                    country: "VN" | "KO";
                                    provinceName: string | null;
                                    district: string | null;
                                    wardName: string | null;
                                    specificAddress: string;
                                    postalCode: string | null;
                                };
                                buyerNote: string | null;
                                shipping: {
                                    /** @enum {string} */
                                    method: "self" | "ghn" | "ghtk";
                                    express: boolean;
                                    waybillCode: string | null;
                                    trackingCode: string | null;
                                    trackingUrl: string | null;
                                    deliveryFrom: string | null;
                                    deliveryTo: string | null;
                                };
                                money: {
                                    goods: number;
                                    shipping: number;
                                    shopDiscount: number;
                                    platformDiscount: number;
                                    shippingDiscount: number;
                                    total: number;
                                };
                                vouchers: {
                                    code: string;
                                    kind: string;
                                    amount: number;
                                    /** @enum {string} */
                                    paidBy: "platform" | "seller";
                                }[];
                                cancelReason: string | null;
                                /** @enum {string|null} */
                                cancelledBy: "buyer" | "seller" | "system" | "admin" | "carrier" | null;
                                paidAt: string | null;
                                deliveredAt: string | null;
                                completedAt: string | null;
                                refundDueAt: string | null;
                                timeline: {
                                    /** @enum {string} */
                                    status: "pending" | "awaiting_confirmation" | "awaiting_pickup" | "shipping" | "delivered" | "cancellation_pending" | "cancelled" | "return_refund";
                                    statusId: number;
                                    /** @enum {string} */
                                    actor: "buyer" | "seller" | "system" | "admin" | "carrier";
                                    actionTime: string;
                                    event: string | null;
                                    note: string | null;
                                    detail: {
                                        /** @enum {string} */
                                        kind: "carrier";
                                        /** @enum {string} */
                                        carrier: "ghn" | "ghtk";
                                        carrierStatus: string;
                                    } | {
                                        /** @enum {string} */
                                        kind: "payment";
                                        /** @enum {string} */
                                        provider: "vnpay" | "momo" | "zalopay";
                                    } | {
                                        /** @enum {string} */
                                        kind: "reason";
                                        code: string;
                                    } | null;
                                }[];
                                tracking: {
                                    /** @enum {string} */
                                    carrier: "ghn" | "ghtk";
                                    carrierStatus: string;
                                    /** @enum {string} */
                                    companyStatus: "not_received" | "received" | "picking" | "pickup_postponed" | "pickup_failed" | "cancelled" | "picked_up" | "delivering" | "delivery_delayed" | "delivery_failed" | "returning" | "delivered_unreconciled" | "returned" | "reconciled" | "compensated" | "other";
                                    time: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No such order of this buyer (another buyer's included) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/mobile/orders/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel an order (before the seller confirms) or ask the seller to cancel it (after)
         * @description `outcome` says which happened: 'cancelled' at once, or 'requested' (the order is cancellation_pending until the seller accepts or refuses). A shipping or finished order: 409 ORDER_TRANSITION_REFUSED. `refundDue`: the order was paid online and its money must go back.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The order id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        reasonCode: "change_address" | "change_voucher" | "change_items" | "payment_trouble" | "found_better" | "no_longer_needed" | "other";
                    };
                };
            };
            responses: {
                /** @description The order after the action */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @enum {string} */
                                status: "pending" | "awaiting_confirmation" | "awaiting_pickup" | "shipping" | "delivered" | "cancellation_pending" | "cancelled" | "return_refund";
                                /** @enum {string} */
                                outcome: "cancelled" | "requested" | "confirmed";
                                refundDue: boolean;
                            };
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No such order of this buyer (another buyer's included) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by a business rule (stock, vouchers, payment, shipping; product.md §8) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/mobile/orders/{id}/confirm-receipt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** "Đã nhận được hàng": the buyer confirms receipt; the order is completed */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The order id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The order after the action */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @enum {string} */
                                status: "pending" | "awaiting_confirmation" | "awaiting_pickup" | "shipping" | "delivered" | "cancellation_pending" | "cancelled" | "return_refund";
                                /** @enum {string} */
                                outcome: "cancelled" | "requested" | "confirmed";
                                refundDue: boolean;
                            };
                        };
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No such order of this buyer (another buyer's included) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by a business rule (stock, vouchers, payment, shipping; product.md §8) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/mobile/orders/{id}/buy-again": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Put the order's variants back in the cart, selected; sold-out ones are skipped and listed */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The order id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The cart count, the variants added and those skipped */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                cartCount: number;
                                added: string[];
                                skipped: {
                                    variantId: string;
                                    name: string;
                                    code: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No such order of this buyer (another buyer's included) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/public/orders/lookup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Order lookup: an order code and the phone or e-mail it was placed with
         * @description Answers the order id and a token for GET /api/v1/public/orders/{id}. Every try counts against the IP (10 per 15 minutes, then 429 RATE_LIMITED); a wrong code and a wrong contact answer the same 404.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                        contact: string;
                    };
                };
            };
            responses: {
                /** @description The order found */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                orderId: string;
                                code: string;
                                token: string;
                            };
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No order with this code and contact (the same answer whichever part is wrong) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too many attempts */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/public/orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One order opened by its signed link (order e-mail, lookup): no login, no actions */
        get: {
            parameters: {
                query: {
                    /** @description The token naming this order */
                    t: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The order */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: string;
                                code: string;
                                checkoutId: string;
                                createdAt: string;
                                /** @enum {string} */
                                status: "pending" | "awaiting_confirmation" | "awaiting_pickup" | "shipping" | "delivered" | "cancellation_pending" | "cancelled" | "return_refund";
                                /** @enum {string} */
                                paymentStatus: "unpaid" | "paid" | "cod" | "refunded" | "voided";
                                /** @enum {string} */
                                paymentMethod: "CASH" | "EWALLET" | "VNPAYQR" | "ATM" | "VISA" | "MASTERCARD" | "JCB" | "AMEX";
                                completed: boolean;
                                shop: {
                                    id: string;
                                    name: string;
                                    slug: string;
                                };
                                items: {
                                    id: string;
                                    productId: string;
                                    variantId: string;
                                    name: string;
                                    variant: string;
                                    imageUrl: string | null;
                                    quantity: number;
                                    originalPrice: number;
                                    unitPrice: number;
                                    lineTotal: number;
                                }[];
                                itemCount: number;
                                total: number;
                                paymentDeadline: string | null;
                                actions: ("payment_confirmed" | "payment_expired" | "seller_confirm" | "seller_cancel" | "buyer_cancel" | "buyer_request_cancel" | "seller_accept_cancel" | "seller_refuse_cancel" | "shipped" | "delivered" | "delivery_returned" | "buyer_confirm_receipt" | "auto_complete" | "buyer_request_return" | "return_closed" | "refund_completed" | "admin_cancel")[];
                                canPayAgain: boolean;
                                canBuyAgain: boolean;
                                /** @enum {string|null} */
                                walletProvider: "momo" | "zalopay" | null;
                                recipient: {
                                    recipientName: string;
                                    phone: string;
                                    /** @enum {string} */
                                    country: "VN" | "KO";
                                    provinceName: string | null;
                                    district: string | null;
                                    wardName: string | null;
                                    specificAddress: string;
                                    postalCode: string | null;
                                };
                                buyerNote: string | null;
                                shipping: {
                                    /** @enum {string} */
                                    method: "self" | "ghn" | "ghtk";
                                    express: boolean;
                                    waybillCode: string | null;
                                    trackingCode: string | null;
                                    trackingUrl: string | null;
                                    deliveryFrom: string | null;
                                    deliveryTo: string | null;
                                };
                                money: {
                                    goods: number;
                                    shipping: number;
                                    shopDiscount: number;
                                    platformDiscount: number;
                                    shippingDiscount: number;
                                    total: number;
                                };
                                vouchers: {
                                    code: string;
                                    kind: string;
                                    amount: number;
                                    /** @enum {string} */
                                    paidBy: "platform" | "seller";
                                }[];
                                cancelReason: string | null;
                                /** @enum {string|null} */
                                cancelledBy: "buyer" | "seller" | "system" | "admin" | "carrier" | null;
                                paidAt: string | null;
                                deliveredAt: string | null;
                                completedAt: string | null;
                                refundDueAt: string | null;
                                timeline: {
                                    /** @enum {string} */
                                    status: "pending" | "awaiting_confirmation" | "awaiting_pickup" | "shipping" | "delivered" | "cancellation_pending" | "cancelled" | "return_refund";
                                    statusId: number;
                                    /** @enum {string} */
                                    actor: "buyer" | "seller" | "system" | "admin" | "carrier";
                                    actionTime: string;
                                    event: string | null;
                                    note: string | null;
                                    detail: {
                                        /** @enum {string} */
                                        kind: "carrier";
                                        /** @enum {string} */
                                        carrier: "ghn" | "ghtk";
                                        carrierStatus: string;
                                    } | {
                                        /** @enum {string} */
                                        kind: "payment";
                                        /** @enum {string} */
                                        provider: "vnpay" | "momo" | "zalopay";
                                    } | {
                                        /** @enum {string} */
                                        kind: "reason";
                                        code: string;
                                    } | null;
                                }[];
                                tracking: {
                                    /** @enum {string} */
                                    carrier: "ghn" | "ghtk";
                                    carrierStatus: string;
                                    /** @enum {string} */
                                    companyStatus: "not_received" | "received" | "picking" | "pickup_postponed" | "pickup_failed" | "cancelled" | "picked_up" | "delivering" | "delivery_delayed" | "delivery_failed" | "returning" | "delivered_unreconciled" | "returned" | "reconciled" | "compensated" | "other";
                                    time: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/outbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Mails and SMS of the outbox, newest first */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    limit?: number;
                    recipient?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One page of messages and the total matching the filter */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                data: components["schemas"]["OutboxMessage"][];
                                total: number;
                            };
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Admins only */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dev/outbox/latest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Newest message to a recipient (development and browser tests only; 404 in production) */
        get: {
            parameters: {
                query: {
                    recipient: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The newest message to that recipient */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["OutboxMessage"];
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/payments/vnpay/ipn": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * VNPay IPN (query parameters, answers RspCode 00/01/02/04/97/99)
         * @description VNPay: verified with the provider's signature (product.md §partners); answered in the provider's own format. Only a verified notification changes orders; a replay changes nothing.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The provider's acknowledgement */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/payments/momo/ipn": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * MoMo IPN (JSON, answers 204)
         * @description MoMo: verified with the provider's signature (product.md §partners); answered in the provider's own format. Only a verified notification changes orders; a replay changes nothing.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The provider's acknowledgement */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/payments/zalopay/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * ZaloPay callback ({data, mac, type}, answers return_code)
         * @description ZaloPay: verified with the provider's signature (product.md §partners); answered in the provider's own format. Only a verified notification changes orders; a replay changes nothing.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The provider's acknowledgement */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/payments/vnpay/return": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The buyer's way back from vnpay: redirects to /thanh-toan/ket-qua/{checkoutId} */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description To the result page */
                303: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/payments/momo/return": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The buyer's way back from momo: redirects to /thanh-toan/ket-qua/{checkoutId} */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description To the result page */
                303: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/payments/zalopay/return": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The buyer's way back from zalopay: redirects to /thanh-toan/ket-qua/{checkoutId} */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description To the result page */
                303: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/seller/product-exports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The shop's download history: product list files not yet expired, newest first
         * @description Files are kept 30 days (product.md §9), then deleted.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The files, in data */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ProductExport"][];
                        };
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Signed in without an approved shop */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Writes the shop's product list (one row per variant) to an XLSX or CSV file
         * @description Optionally only the products of one status. The file is stored privately and listed in the download history; fetch it with GET .../{id}/file.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        format: "xlsx" | "csv";
                        /** @enum {string} */
                        status?: "draft" | "pending" | "approved" | "rejected" | "hidden";
                    };
                };
            };
            responses: {
                /** @description The new history entry */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ProductExport"];
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Signed in without an approved shop */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/seller/product-imports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One bulk upload: its progress, then its result (products created, or every bad row) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The upload, in data */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ProductImport"];
                        };
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Signed in without an approved shop */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/seller/product-bulk/rows": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One page of the shop's products with their variants, for the bulk edit table */
        get: {
            parameters: {
                query?: {
                    status?: "all" | "draft" | "pending" | "approved" | "rejected" | "hidden";
                    q?: string;
                    page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The page, in data.data; total, page and pageSize beside it */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["BulkEditRows"];
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Signed in without an approved shop */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/seller/products/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Saves price, sale price, stock and visibility of many variants at once: all or nothing
         * @description At most 200 products. Each row carries the values the seller saw (expected, expectedStatus); a value changed meanwhile refuses the row. The price rule (no change within 14 days of the last, at most 3) applies per product. Any refused row: 409 BULK_EDIT_REJECTED, nothing saved, one field error per row or cell (path "<productId>" or "<productId>.<variantId>.<field>").
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        items: {
                            /** Format: uuid */
                            productId: string;
                            /** @enum {string} */
                            expectedStatus: "draft" | "pending" | "approved" | "rejected" | "hidden";
                            visible?: boolean;
                            /** @default [] */
                            variants?: {
                                /** Format: uuid */
                                variantId: string;
                                expected: {
                                    price: number;
                                    salePrice: number | null;
                                    stock: number;
                                };
                                price?: number;
                                salePrice?: number | null;
                                stock?: number;
                            }[];
                        }[];
                    };
                };
            };
            responses: {
                /** @description How many products and variants changed */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                products: number;
                                variants: number;
                            };
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Signed in without an approved shop */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description BULK_EDIT_REJECTED: rows refused, nothing saved */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v1/seller/product-exports/{id}/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Downloads one file of the history (the shop’s own, not expired; otherwise 404) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The XLSX or CSV file (attachment) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Signed in without an approved shop */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/seller/product-imports/template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The bulk upload template (XLSX): the sheet to fill, an example, instructions, category codes */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The XLSX file (attachment) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Signed in without an approved shop */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/seller/product-imports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Uploads ONE filled template (XLSX or CSV, checked by content) and queues its import
         * @description At most 5 MB and 1000 rows. Two files or more: 400 FILE_COUNT_EXCEEDED; another format: 415 UNSUPPORTED_FILE. Answers 202 with the upload; poll GET .../{id} for progress and the per-row result. All or nothing: any bad row imports no product.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /** Format: binary */
                        file: string;
                    };
                };
            };
            responses: {
                /** @description The queued upload */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ProductImport"];
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Signed in without an approved shop */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description FILE_TOO_LARGE */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description UNSUPPORTED_FILE */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/public/products/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The product page: pictures, classifications, size help, shop, reviews summary, related products
         * @description Only listed products (approved, of an approved and open shop); the owner of the shop also sees their own unlisted product. With a session the answer says whether the viewer follows the shop, likes the product, and which size their body measurements suggest.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Product id (uuid) */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The product */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ProductDetail"];
                        };
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/public/products/{id}/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of the product's reviews, newest first */
        get: {
            parameters: {
                query?: {
                    star?: number;
                    /** @description The same as star */
                    stars?: number;
                    withPhotos?: "0" | "1" | "true" | "false";
                    /** @description Only reviews with photos or a video */
                    withMedia?: "0" | "1" | "true" | "false";
                    /** @description Only reviews of this variant (classification) id */
                    variant?: string;
                    /** @description People like me: reviewers within ±5 cm and ±5 kg of the signed-in viewer's height and weight */
                    likeMe?: "0" | "1" | "true" | "false";
                    page?: number;
                };
                header?: never;
                path: {
                    /** @description Product id (uuid) */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Reviews */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ProductReviewPage"];
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/public/products/{id}/views": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Count a view of the product page (once per visitor and product per hour) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Product id (uuid) */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Whether this view was counted, and the count */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                counted: boolean;
                                viewCount: number;
                            };
                        };
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/community/v1/notification/change-user-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * This device is online or offline (pages send it on visibility change and unload)
         * @description A member is online while any of their devices is. A change of the member as a whole is announced as `presence` to sockets watching them.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        deviceId: string;
                        /** @enum {string} */
                        status: "online" | "offline";
                    };
                };
            };
            responses: {
                /** @description The member's presence afterwards */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Presence"];
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/mobile/user/update-redis": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refresh this device's online mark (a heartbeat while the app is open)
         * @description An online mark nobody refreshes lapses after 5 minutes (a killed app never says offline); an open app calls this every 2 minutes. The device is the body's `deviceId`, else the `From` header. Marks the device online if it was not.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        deviceId?: string;
                    };
                };
            };
            responses: {
                /** @description The member's presence afterwards */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Presence"];
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/mobile/presence": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether members are online now, or when they were last seen ("Hoạt động 5 phút trước") */
        get: {
            parameters: {
                query: {
                    /** @description Comma-separated user ids, at most 50 */
                    userIds: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One entry per id asked, in that order */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Presence"][];
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/community/v1/profile/me/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My profile */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The profile */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Profile"];
                        };
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/community/v1/profile/update-profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update name, birth date, gender, ID number (CMND/CCCD), tax code and bank details */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        fullName?: string;
                        birthDate?: string | null;
                        /** @enum {string|null} */
                        gender?: "male" | "female" | "other" | null;
                        idNumber?: string | null;
                        taxCode?: string | null;
                        bank?: {
                            name?: string | null;
                            account?: string | null;
                            branch?: string | null;
                        };
                        bankName?: string | null;
                        bankAccount?: string | null;
                        bankBranch?: string | null;
                    };
                };
            };
            responses: {
                /** @description The profile */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Profile"];
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/community/v1/profile/update-avatar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Upload an avatar (png, jpeg, gif or webp, at most 5 MB); stored as WebP 256 and 512 px */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /** Format: binary */
                        avatar: string;
                    };
                };
            };
            responses: {
                /** @description The profile with its new avatar (the 256 px rendition; the 512 px one sits beside it) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Profile"];
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description File too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not a png, jpeg, gif or webp image */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/community/v1/profile/body-measurements/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update body measurements (cm, kg); null removes a value, an absent one is kept */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        height?: number | null;
                        weight?: number | null;
                        chest?: number | null;
                        upperWaist?: number | null;
                        lowerWaist?: number | null;
                        hip?: number | null;
                        shoulder?: number | null;
                        buttocks?: number | null;
                        topLength?: number | null;
                        pantsLength?: number | null;
                    };
                };
            };
            responses: {
                /** @description The profile with the measurements now stored */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Profile"];
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/mobile/promotions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Promotion programs (/uu-dai): running ones with their products at the program price, upcoming ones
         * @description Running programs end soonest first, each with up to 20 products (a product once, at its lowest program price); upcoming programs start soonest first, without products. `now` is the server clock for countdowns.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The programs */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** Format: date-time */
                                now: string;
                                running: components["schemas"]["PromotionProgram"][];
                                upcoming: components["schemas"]["PromotionProgram"][];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/public/push/vapid-public-key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The server's VAPID public key, the applicationServerKey a browser subscribes with (null: Web Push is off) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The key, base64url */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                publicKey: string | null;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/community/v1/notification/create-push-token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Register this device's push subscription for the signed-in member (token = the push service endpoint, keys = its encryption keys); a device registering again replaces its record */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uri */
                        token: string;
                        deviceId: string;
                        /**
                         * @default Web
                         * @enum {string}
                         */
                        os?: "Web";
                        keys: {
                            p256dh: string;
                            auth: string;
                        };
                    };
                };
            };
            responses: {
                /** @description The push token record (product.md §3) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                deviceId: string;
                                os: string;
                                createdAt: string;
                                updatedAt: string;
                                lastUsedAt: string | null;
                            };
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/community/v1/notification/remove-device-push-token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Remove this device's push subscription (logout) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        deviceId: string;
                    };
                };
            };
            responses: {
                /** @description How many records went (0 when the device had none) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                removed: number;
                            };
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/mobile/returns/media": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload a return photo (png, jpeg, gif, webp; 5 MB) or video (mp4, mov, webm; 30 MB): buyer evidence or a seller rejection photo */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /** Format: binary */
                        file: string;
                    };
                };
            };
            responses: {
                /** @description The stored file: send its key back in mediaKeys or photoId */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @enum {string} */
                                kind: "photo" | "video";
                                key: string;
                                url: string;
                            };
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description File too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not a supported photo or video */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/mobile/orders/{id}/return-request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The order's latest return request */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The order id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The return request after the call, in data */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ReturnRequest"];
                        };
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No such request in the caller's reach (another buyer's or shop's included) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Ask for a return and refund of some units of a delivered order (not completed, not international)
         * @description The refund is what was paid for the units after vouchers: 100%, 200% for fake goods (product.md §9). amountRequested may be lower, never higher (RETURN_AMOUNT_EXCEEDS_POLICY). The order moves to "Return or refund".
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The order id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        items: {
                            /** Format: uuid */
                            orderItemId: string;
                            quantity: number;
                        }[];
                        /** @enum {string} */
                        reason: "poor_quality" | "fake_goods" | "wrong_item" | "not_as_described" | "damaged";
                        description: string;
                        mediaKeys: string[];
                        amountRequested?: number | null;
                    };
                };
            };
            responses: {
                /** @description The return request after the call, in data */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ReturnRequest"];
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No such request in the caller's reach (another buyer's or shop's included) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description RETURN_NOT_AVAILABLE, RETURN_INTERNATIONAL, or a request is already open */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/mobile/orders/{id}/return-request/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Withdraw the request (awaiting review or seller rejected): the order goes back to delivered, completed */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The order id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The return request after the call, in data */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ReturnRequest"];
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No such request in the caller's reach (another buyer's or shop's included) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description RETURN_TRANSITION_REFUSED: not possible at the request status */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/mobile/orders/{id}/return-request/return-tracking": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The tracking code of the parcel sent back to the seller (while the goods are being returned) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The order id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        trackingCode: string;
                    };
                };
            };
            responses: {
                /** @description The return request after the call, in data */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ReturnRequest"];
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No such request in the caller's reach (another buyer's or shop's included) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description RETURN_TRANSITION_REFUSED: not possible at the request status */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/seller/returns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The shop's refund requests (seller centre) */
        get: {
            parameters: {
                query?: {
                    status?: "awaiting_review" | "goods_returning" | "refund_in_transit" | "buyer_cancelled" | "seller_rejected" | "complaint_resolved" | "refund_successful";
                    page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One page of requests, newest first, in data.data */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                data: components["schemas"]["ReturnRequest"][];
                                total: number;
                                page: number;
                                pageSize: number;
                            };
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No approved shop */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/seller/returns/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One refund request of the shop */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The return request id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The return request after the call, in data */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ReturnRequest"];
                        };
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No approved shop */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No such request in the caller's reach (another buyer's or shop's included) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/seller/returns/{id}/agree": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Agree: the buyer sends the goods back */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The return request id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The return request after the call, in data */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ReturnRequest"];
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No approved shop */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No such request in the caller's reach (another buyer's or shop's included) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description RETURN_TRANSITION_REFUSED: not possible at the request status */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/seller/returns/{id}/received": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The returned goods arrived: they go back to stock; the admin approves the refund */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The return request id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The return request after the call, in data */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ReturnRequest"];
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No approved shop */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No such request in the caller's reach (another buyer's or shop's included) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description RETURN_TRANSITION_REFUSED: not possible at the request status */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/seller/returns/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reject the request: a reason, a photo (uploaded through /api/v1/mobile/returns/media) and an email are required */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The return request id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default  */
                        reason?: string;
                        /** @default  */
                        photoId?: string;
                        /** @default  */
                        email?: string;
                    };
                };
            };
            responses: {
                /** @description The return request after the call, in data */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ReturnRequest"];
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No approved shop */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No such request in the caller's reach (another buyer's or shop's included) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description RETURN_TRANSITION_REFUSED: not possible at the request status */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/returns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every refund request, for the admin queue */
        get: {
            parameters: {
                query?: {
                    status?: "awaiting_review" | "goods_returning" | "refund_in_transit" | "buyer_cancelled" | "seller_rejected" | "complaint_resolved" | "refund_successful";
                    page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One page of requests, newest first, in data.data */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                data: components["schemas"]["ReturnRequest"][];
                                total: number;
                                page: number;
                                pageSize: number;
                            };
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Admins only */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/returns/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One refund request with its refunds (bank details included) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The return request id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The return request after the call, in data */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ReturnRequest"];
                        };
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Admins only */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No such request in the caller's reach (another buyer's or shop's included) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/returns/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve the refund: issued through the original provider (bank transfer for COD), once
         * @description Safe to repeat: a second call issues nothing new and only retries an unconfirmed gateway refund.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The return request id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The return request after the call, in data */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ReturnRequest"];
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Admins only */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No such request in the caller's reach (another buyer's or shop's included) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description RETURN_TRANSITION_REFUSED: not possible at the request status */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description REFUND_FAILED: the gateway refused or could not be reached; approve again to retry */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/returns/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reject the complaint: no refund, the order closes as delivered and completed
         * @description Possible after a seller rejection, or after the goods came back and before a refund is issued.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The return request id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The return request after the call, in data */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ReturnRequest"];
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Admins only */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No such request in the caller's reach (another buyer's or shop's included) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description RETURN_TRANSITION_REFUSED: not possible at the request status */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description REFUND_FAILED: the gateway refused or could not be reached; approve again to retry */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/returns/{id}/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark the refund complete: bank transfers were paid
         * @description Refused while a gateway refund is unconfirmed.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The return request id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The return request after the call, in data */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ReturnRequest"];
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Admins only */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No such request in the caller's reach (another buyer's or shop's included) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description RETURN_TRANSITION_REFUSED: not possible at the request status */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description REFUND_FAILED: the gateway refused or could not be reached; approve again to retry */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/mobile/reviews/pending": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lines of the buyer's completed orders not reviewed yet (account menu: reviews of purchased items) */
        get: {
            parameters: {
                query?: {
                    page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Lines to review, in data.data */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                data: components["schemas"]["PendingReviewLine"][];
                                page: number;
                                pageSize: number;
                                total: number;
                            };
                        };
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/mobile/reviews/mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The buyer's reviews, newest first, each with canEdit (one edit within 30 days) */
        get: {
            parameters: {
                query?: {
                    page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description My reviews, in data.data */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                data: components["schemas"]["MyReview"][];
                                page: number;
                                pageSize: number;
                                total: number;
                            };
                        };
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/mobile/reviews/media": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a review photo (png, jpeg, gif or webp, at most 5 MB; stored as WebP 800 and 400 px) or video (mp4, mov or webm, at most 30 MB)
         * @description Send the answered key back in photoKeys or videoKey of the review. Files are checked by their content.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /** Format: binary */
                        file: string;
                    };
                };
            };
            responses: {
                /** @description The stored medium */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @enum {string} */
                                kind: "photo" | "video";
                                key: string;
                                previewUrl: string;
                            };
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description File too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not a supported photo or video */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/mobile/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Review a line of a completed order: 1 to 5 stars, up to 150 characters, 5 photos and a video
         * @description Only the order's buyer (anyone else: 404), only once the order is completed (REVIEW_NOT_ALLOWED), once per line (REVIEW_EXISTS). shareBody copies height and weight from the profile's body measurements (REVIEW_BODY_MISSING when absent). The product's and shop's ratings are updated in the same transaction.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        rating: number;
                        /** @default  */
                        comment?: string;
                        /** @default [] */
                        photoKeys?: string[];
                        videoKey?: string | null;
                        /** @enum {string|null} */
                        fit?: "small" | "true_to_size" | "large" | null;
                        /** @default false */
                        shareBody?: boolean;
                        /** Format: uuid */
                        orderItemId: string;
                    };
                };
            };
            responses: {
                /** @description The review id */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: string;
                            };
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Order not completed, or the line is already reviewed */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/mobile/reviews/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Edit my review: once, within 30 days of writing it (product.md §4)
         * @description The whole review is replaced. A second edit is REVIEW_EDIT_USED; after 30 days REVIEW_EDIT_WINDOW_CLOSED.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Review id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        rating: number;
                        /** @default  */
                        comment?: string;
                        /** @default [] */
                        photoKeys?: string[];
                        videoKey?: string | null;
                        /** @enum {string|null} */
                        fit?: "small" | "true_to_size" | "large" | null;
                        /** @default false */
                        shareBody?: boolean;
                    };
                };
            };
            responses: {
                /** @description The review id */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: string;
                            };
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The one edit is used, or the 30 days are over */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/seller/reviews/{id}/reply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The shop's one reply to a review of its product
         * @description Only the owner of the reviewed product's shop (anyone else: 404); a second reply is REVIEW_REPLY_EXISTS.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Review id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reply: string;
                    };
                };
            };
            responses: {
                /** @description The reply */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: string;
                                sellerReply: string;
                                sellerRepliedAt: string;
                            };
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Already replied */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/public/products/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search and list products (words, filters, sort, page)
         * @description Accent- and case-insensitive ("ao thun" finds "Áo thun"); every word must match, the last as a prefix. Without words: a listing (category, shop, filters). Totals are capped at 1000 (totalIsCapped). When the words find nothing, a typo-corrected query is tried and named in correctedQuery.
         */
        get: {
            parameters: {
                query?: {
                    q?: string;
                    category?: string;
                    shop?: string;
                    priceMin?: number | null;
                    priceMax?: number | null;
                    brand?: string;
                    gender?: "male" | "female" | "unisex";
                    style?: string;
                    pattern?: string;
                    collar?: string;
                    season?: string;
                    bodyShape?: string;
                    origin?: string;
                    material?: string;
                    sleeveStyle?: string;
                    ratingMin?: number;
                    country?: "VN" | "KO";
                    freeShipping?: "0" | "1" | "true" | "false";
                    onPromotion?: "0" | "1" | "true" | "false";
                    sort?: "relevance" | "newest" | "best_selling" | "price_asc" | "price_desc";
                    page?: number;
                    pageSize?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One page of product cards, the total and the facets */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["SearchResult"];
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/public/search/suggestions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Suggestions while typing: completions, categories and shops */
        get: {
            parameters: {
                query?: {
                    q?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Suggestions (empty lists for an empty query) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["SearchSuggestions"];
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/public/search/trending": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Trending keywords: what most people searched in the last days and found */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Keywords */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["TrendingKeywords"];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/mobile/search/recent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My recent searches, newest first (guests keep theirs in the browser) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Queries */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["RecentSearches"];
                        };
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Clear my recent searches */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Cleared */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["RecentSearches"];
                        };
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/seller/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * To-do counts (orders to confirm, to hand over, in delivery, requests, products), today vs yesterday, last 30 days
         * @description Days are the shop's calendar days (Asia/Ho_Chi_Minh, Asia/Seoul for Korean shops). Counted orders: placed, not cancelled, not awaiting an online payment, by the time they were placed. Revenue: goods_total − shop_discount (seller-funded vouchers lower it; platform vouchers and shipping do not). Conversion: orders ÷ product page views. Period: preset (today, yesterday, last7, last30, thisMonth) or from and to (YYYY-MM-DD, at most 366 days); default last30. The previous period has the same length and ends the day before.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The dashboard */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["SellerDashboard"];
                        };
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Signed in without an approved shop */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/seller/analytics/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The shop's figures over a period against the one before, by day, week or month, with top products
         * @description Days are the shop's calendar days (Asia/Ho_Chi_Minh, Asia/Seoul for Korean shops). Counted orders: placed, not cancelled, not awaiting an online payment, by the time they were placed. Revenue: goods_total − shop_discount (seller-funded vouchers lower it; platform vouchers and shipping do not). Conversion: orders ÷ product page views. Period: preset (today, yesterday, last7, last30, thisMonth) or from and to (YYYY-MM-DD, at most 366 days); default last30. The previous period has the same length and ends the day before.
         */
        get: {
            parameters: {
                query?: {
                    preset?: "today" | "yesterday" | "last7" | "last30" | "thisMonth";
                    from?: string;
                    to?: string;
                    granularity?: "day" | "week" | "month";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Totals, previous totals, changes (percent), series and top products */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["SellerAnalyticsOverview"];
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Signed in without an approved shop */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/seller/analytics/performance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Cancellation, late hand-over and return rates and the average rating over a period
         * @description Days are the shop's calendar days (Asia/Ho_Chi_Minh, Asia/Seoul for Korean shops). Counted orders: placed, not cancelled, not awaiting an online payment, by the time they were placed. Revenue: goods_total − shop_discount (seller-funded vouchers lower it; platform vouchers and shipping do not). Conversion: orders ÷ product page views. Period: preset (today, yesterday, last7, last30, thisMonth) or from and to (YYYY-MM-DD, at most 366 days); default last30. The previous period has the same length and ends the day before. Rates are over orders placed in the period; see decision 024.
         */
        get: {
            parameters: {
                query?: {
                    preset?: "today" | "yesterday" | "last7" | "last30" | "thisMonth";
                    from?: string;
                    to?: string;
                    granularity?: "day" | "week" | "month";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The rates and their counts */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["SellerPerformance"];
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Signed in without an approved shop */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/seller/analytics/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The overview of the same query as an XLSX file (summary, series, top products)
         * @description Days are the shop's calendar days (Asia/Ho_Chi_Minh, Asia/Seoul for Korean shops). Counted orders: placed, not cancelled, not awaiting an online payment, by the time they were placed. Revenue: goods_total − shop_discount (seller-funded vouchers lower it; platform vouchers and shipping do not). Conversion: orders ÷ product page views. Period: preset (today, yesterday, last7, last30, thisMonth) or from and to (YYYY-MM-DD, at most 366 days); default last30. The previous period has the same length and ends the day before.
         */
        get: {
            parameters: {
                query?: {
                    preset?: "today" | "yesterday" | "last7" | "last30" | "thisMonth";
                    from?: string;
                    to?: string;
                    granularity?: "day" | "week" | "month";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The workbook */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Signed in without an approved shop */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/seller/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The shop's orders: one page of a stage tab, newest first, with the count of every tab
         * @description q matches the order code or the buyer name (account or recipient, accents ignored); from/to are days in Vietnam time, both included. Counts follow q and the dates. Approved shops only (403 otherwise).
         */
        get: {
            parameters: {
                query?: {
                    tab?: "all" | "pending" | "awaiting_confirmation" | "awaiting_pickup" | "shipping" | "delivered" | "cancellation_pending" | "cancelled" | "return_refund";
                    q?: string;
                    /** @description YYYY-MM-DD, a real day */
                    from?: string;
                    /** @description YYYY-MM-DD, a real day */
                    to?: string;
                    page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The page, in data.data; total, page, pageSize and counts beside it */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                data: components["schemas"]["SellerOrderRow"][];
                                /** @description Orders in the chosen tab (with the search and dates) */
                                total: number;
                                page: number;
                                pageSize: number;
                                /** @description Orders per tab, with the search and dates applied */
                                counts: {
                                    all: number;
                                    pending: number;
                                    awaiting_confirmation: number;
                                    awaiting_pickup: number;
                                    shipping: number;
                                    delivered: number;
                                    cancellation_pending: number;
                                    cancelled: number;
                                    return_refund: number;
                                };
                            };
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Signed in without an approved shop */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/seller/orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One order of the shop: lines, recipient, money, shipping, history, notes and the actions open now
         * @description The recipient's phone is masked to its last two digits (product.md §9) except while the seller has the parcel to send.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The order id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The order after the call, in data */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["SellerOrderDetail"];
                        };
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Signed in without an approved shop */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No such order in the caller's shop (another shop's order included) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/seller/orders/{id}/note": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** The seller's private note on the order (empty clears it) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The order id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        note: string;
                    };
                };
            };
            responses: {
                /** @description The order after the call, in data */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["SellerOrderDetail"];
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Signed in without an approved shop */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No such order in the caller's shop (another shop's order included) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/seller/orders/{id}/buyer-rating": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rate the buyer of the order, once, after delivery and before the deadline
         * @description The deadline is 15 days after the order completed. Outside the window: 409 BUYER_RATING_NOT_ALLOWED; a second rating: 409 BUYER_ALREADY_RATED.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The order id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        stars: number;
                        comment?: string;
                    };
                };
            };
            responses: {
                /** @description The order after the call, in data */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["SellerOrderDetail"];
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Signed in without an approved shop */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No such order in the caller's shop (another shop's order included) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description ORDER_TRANSITION_REFUSED: not possible at the order stage */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/seller/orders/{id}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm the order (awaiting confirmation -> awaiting pickup) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The order id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The order after the call, in data */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["SellerOrderDetail"];
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Signed in without an approved shop */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No such order in the caller's shop (another shop's order included) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description ORDER_TRANSITION_REFUSED: not possible at the order stage */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/seller/orders/{id}/cancel-request/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accept the buyer's cancel request: the order is cancelled */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The order id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The order after the call, in data */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["SellerOrderDetail"];
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Signed in without an approved shop */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No such order in the caller's shop (another shop's order included) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description ORDER_TRANSITION_REFUSED: not possible at the order stage */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/seller/orders/{id}/cancel-request/refuse": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Refuse the buyer's cancel request: the order goes back to awaiting pickup */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The order id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The order after the call, in data */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["SellerOrderDetail"];
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Signed in without an approved shop */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No such order in the caller's shop (another shop's order included) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description ORDER_TRANSITION_REFUSED: not possible at the order stage */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/seller/orders/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel the order with a reason before it ships: stock goes back; a paid order is owed a refund */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The order id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description The order after the call, in data */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["SellerOrderDetail"];
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Signed in without an approved shop */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No such order in the caller's shop (another shop's order included) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description ORDER_TRANSITION_REFUSED: not possible at the order stage */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/seller/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The shop's products: one page of a tab, with every tab's count
         * @description q matches the name (accents ignored) or a SKU; counts follow q. Tabs: available = approved with stock, soldOut = approved without stock.
         */
        get: {
            parameters: {
                query?: {
                    tab?: "all" | "available" | "soldOut" | "hidden" | "draft" | "pending" | "rejected";
                    q?: string;
                    sort?: "newest" | "oldest" | "price_asc" | "price_desc" | "stock_asc" | "sold_desc";
                    page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The page in data.data; total, page, pageSize and counts beside it */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["SellerProductList"];
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Signed in without an approved shop */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /**
         * A new product: a draft (submit=false), or sent for review (submit=true, status pending)
         * @description A draft needs a name and a leaf category; a product sent for review passes every rule of product.md §5 (every variant with at least 1 in stock). Review takes 2-3 days.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description The product's fields as a draft may hold them. The handler checks them as a draft (a name and a leaf category suffice), a new product sent for review (every rule, each variant with at least 1 in stock) or an edit, depending on submit and the product's state. */
                        product: {
                            name: string;
                            /** Format: uuid */
                            categoryId: string;
                            /** @default  */
                            description?: string;
                            /** @default {} */
                            attributes?: {
                                /** @enum {string} */
                                gender?: "male" | "female" | "unisex";
                                brand?: string;
                                style?: string;
                                pattern?: string;
                                collar?: string;
                                season?: string;
                                bodyShape?: string;
                                origin?: string;
                                material?: string;
                                sleeveStyle?: string;
                            };
                            /** @default null */
                            brand?: string | null;
                            /** @default [] */
                            images?: string[];
                            /** @default null */
                            videoKey?: string | null;
                            /** @default [] */
                            descriptionImageKeys?: string[];
                            /** @default [] */
                            options?: {
                                name: string;
                                values: {
                                    value: string;
                                    /** @default null */
                                    image?: string | null;
                                }[];
                            }[];
                            variants?: {
                                /** @default [] */
                                optionValues?: {
                                    name: string;
                                    value: string;
                                }[];
                                /** @default null */
                                sku?: string | null;
                                price: number;
                                /** @default null */
                                salePrice?: number | null;
                                stock: number;
                            }[];
                            /** @default null */
                            weightGrams?: number | null;
                            /** @default null */
                            packageLengthCm?: number | null;
                            /** @default null */
                            packageWidthCm?: number | null;
                            /** @default null */
                            packageHeightCm?: number | null;
                            /** @default [] */
                            sizeDetails?: {
                                sizeName: string;
                                heightMinCm: number;
                                heightMaxCm: number;
                                weightMinKg: number;
                                weightMaxKg: number;
                            }[];
                            /** @default null */
                            sizeChartId?: string | null;
                            /** @default null */
                            preparationDays?: number | null;
                            /** @default null */
                            returnDays?: number | null;
                            /** @default [] */
                            returnConditions?: ("defective" | "wrong_item" | "not_as_described" | "damaged_in_transit")[];
                            /** @default false */
                            isPreOrder?: boolean;
                            /** @default null */
                            link?: (string | "") | null;
                        };
                        /** @default false */
                        submit?: boolean;
                    };
                };
            };
            responses: {
                /** @description The created product, in data */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["SellerProductDetail"];
                        };
                    };
                };
                /** @description VALIDATION_FAILED with field errors; SENSITIVE_CONTENT (field in params.field); PRODUCT_ID_INVALID for an id that is not a UUID */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Signed in without an approved shop */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/seller/products/media": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload product media: 1 to 3 pictures (png, jpg, gif, svg) or 1 video (mp4, webm, mov)
         * @description Send each file as a `files` part. Files are checked by content; pictures (SVG rasterised) are stored as square WebP at 800, 400 and 200 px like the catalog; the answered keys go in images, options, descriptionImageKeys or videoKey.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        files: string[];
                    };
                };
            };
            responses: {
                /** @description The stored files, in upload order */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                key: string;
                                url: string;
                                /** @enum {string} */
                                kind: "image" | "video";
                            }[];
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Signed in without an approved shop */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description FILE_TOO_LARGE */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description UNSUPPORTED_FILE: not a png, jpg, gif, svg, mp4, webm or mov */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/seller/products/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One product of the shop as the editor needs it: its input fields, state, media URLs and price lock */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The product id (UUID) */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The product after the call, in data */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["SellerProductDetail"];
                        };
                    };
                };
                /** @description VALIDATION_FAILED with field errors; SENSITIVE_CONTENT (field in params.field); PRODUCT_ID_INVALID for an id that is not a UUID */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Signed in without an approved shop */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No such product in the caller's shop (another shop's product included) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        /**
         * Save an edit of a product (the whole input)
         * @description Draft or rejected: saved (submit=true sends it for review). Pending: every rule, stays pending. Approved or hidden: price, stock and logistics edits stay live; a change of name, description, category, pictures, video, brand, attributes or classifications sends it back for review. A live product's price change obeys the price rule: 409 PRICE_CHANGE_LOCKED within 14 days of the last change, 409 PRICE_CHANGE_LIMIT after 3 changes in 90 days (params.allowedFrom, params.date).
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The product id (UUID) */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description The product's fields as a draft may hold them. The handler checks them as a draft (a name and a leaf category suffice), a new product sent for review (every rule, each variant with at least 1 in stock) or an edit, depending on submit and the product's state. */
                        product: {
                            name: string;
                            /** Format: uuid */
                            categoryId: string;
                            /** @default  */
                            description?: string;
                            /** @default {} */
                            attributes?: {
                                /** @enum {string} */
                                gender?: "male" | "female" | "unisex";
                                brand?: string;
                                style?: string;
                                pattern?: string;
                                collar?: string;
                                season?: string;
                                bodyShape?: string;
                                origin?: string;
                                material?: string;
                                sleeveStyle?: string;
                            };
                            /** @default null */
                            brand?: string | null;
                            /** @default [] */
                            images?: string[];
                            /** @default null */
                            videoKey?: string | null;
                            /** @default [] */
                            descriptionImageKeys?: string[];
                            /** @default [] */
                            options?: {
                                name: string;
                                values: {
                                    value: string;
                                    /** @default null */
                                    image?: string | null;
                                }[];
                            }[];
                            variants?: {
                                /** @default [] */
                                optionValues?: {
                                    name: string;
                                    value: string;
                                }[];
                                /** @default null */
                                sku?: string | null;
                                price: number;
                                /** @default null */
                                salePrice?: number | null;
                                stock: number;
                            }[];
                            /** @default null */
                            weightGrams?: number | null;
                            /** @default null */
                            packageLengthCm?: number | null;
                            /** @default null */
                            packageWidthCm?: number | null;
                            /** @default null */
                            packageHeightCm?: number | null;
                            /** @default [] */
                            sizeDetails?: {
                                sizeName: string;
                                heightMinCm: number;
                                heightMaxCm: number;
                                weightMinKg: number;
                                weightMaxKg: number;
                            }[];
                            /** @default null */
                            sizeChartId?: string | null;
                            /** @default null */
                            preparationDays?: number | null;
                            /** @default null */
                            returnDays?: number | null;
                            /** @default [] */
                            returnConditions?: ("defective" | "wrong_item" | "not_as_described" | "damaged_in_transit")[];
                            /** @default false */
                            isPreOrder?: boolean;
                            /** @default null */
                            link?: (string | "") | null;
                        };
                        /** @default false */
                        submit?: boolean;
                    };
                };
            };
            responses: {
                /** @description The product after the call, in data */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["SellerProductDetail"];
                        };
                    };
                };
                /** @description VALIDATION_FAILED with field errors; SENSITIVE_CONTENT (field in params.field); PRODUCT_ID_INVALID for an id that is not a UUID */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Signed in without an approved shop */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No such product in the caller's shop (another shop's product included) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description PRICE_CHANGE_LOCKED or PRICE_CHANGE_LIMIT */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/seller/products/{id}/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a draft or rejected product for review (every rule applies) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The product id (UUID) */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The product after the call, in data */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["SellerProductDetail"];
                        };
                    };
                };
                /** @description VALIDATION_FAILED with field errors; SENSITIVE_CONTENT (field in params.field); PRODUCT_ID_INVALID for an id that is not a UUID */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Signed in without an approved shop */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No such product in the caller's shop (another shop's product included) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description PRODUCT_TRANSITION_REFUSED: not possible in the product state */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/seller/products/{id}/hide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Hide an approved product from buyers */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The product id (UUID) */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The product after the call, in data */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["SellerProductDetail"];
                        };
                    };
                };
                /** @description VALIDATION_FAILED with field errors; SENSITIVE_CONTENT (field in params.field); PRODUCT_ID_INVALID for an id that is not a UUID */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Signed in without an approved shop */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No such product in the caller's shop (another shop's product included) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description PRODUCT_TRANSITION_REFUSED: not possible in the product state */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/seller/products/{id}/show": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Show a hidden product to buyers again */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The product id (UUID) */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The product after the call, in data */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["SellerProductDetail"];
                        };
                    };
                };
                /** @description VALIDATION_FAILED with field errors; SENSITIVE_CONTENT (field in params.field); PRODUCT_ID_INVALID for an id that is not a UUID */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Signed in without an approved shop */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No such product in the caller's shop (another shop's product included) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description PRODUCT_TRANSITION_REFUSED: not possible in the product state */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/seller/settlements/{period}/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One month’s statement as XLSX (summary sheet and one row per order), in the seller’s language */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description A Vietnam calendar month, YYYY-MM */
                    period: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The XLSX file (attachment) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Signed in without an approved shop */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/seller/revenue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The shop's revenue per order: to be settled (not completed yet) or settled, with totals
         * @description tab=pending: orders placed in the period and not completed yet (estimated fees); tab=settled: orders completed in the period. Without a period, all of them. Cancelled and unpaid online orders earn nothing and are left out. The totals cover the whole tab, not just the page.
         */
        get: {
            parameters: {
                query?: {
                    tab?: "pending" | "settled";
                    /** @description A Vietnam calendar month, YYYY-MM */
                    period?: string;
                    page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The page and the totals */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                data: components["schemas"]["RevenueRow"][];
                                total: number;
                                page: number;
                                pageSize: number;
                                totals: components["schemas"]["StatementTotals"];
                                counts: {
                                    pending: number;
                                    settled: number;
                                };
                            };
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Signed in without an approved shop */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/seller/revenue/orders/{orderId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The revenue detail of one order: goods, discounts by payer, shipping, fees with waivers, VAT/PIT, returns, net */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The order id */
                    orderId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The detail */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["RevenueDetail"];
                        };
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Signed in without an approved shop */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No such order in the caller's shop, or one that earns nothing (cancelled, unpaid) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/seller/settlements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Monthly settlement statements of the last 12 months (from the shop’s first month), newest first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One summary per month */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["SettlementSummary"][];
                        };
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Signed in without an approved shop */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/seller/settlements/{period}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One month’s statement: the orders completed in it, the totals, and what is carried over */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description A Vietnam calendar month, YYYY-MM */
                    period: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The statement */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["SettlementDetail"];
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Signed in without an approved shop */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/fee-rules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The seller fee rules in force and the configured reading of the year-one service fee (read only)
         * @description SERVICE_FEE_YEAR_ONE=waived|charged picks the reading of product.md §1 (decision 025).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The rules */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @enum {string} */
                                serviceFeeYearOne: "waived" | "charged";
                                rules: components["schemas"]["FeeRule"][];
                            };
                        };
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not an admin */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/seller/vouchers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One tab of the vouchers (upcoming, running, ended), newest first, with every tab count */
        get: {
            parameters: {
                query?: {
                    phase?: "upcoming" | "running" | "ended";
                    page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The page in data.data, the tab counts in data.counts */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                data: components["schemas"]["ManagedVoucherRow"][];
                                counts: {
                                    upcoming: number;
                                    running: number;
                                    ended: number;
                                };
                                total: number;
                                page: number;
                                pageSize: number;
                            };
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Signed in without an approved shop */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /**
         * A new voucher
         * @description Name 1-40 characters, code 1-9 letters and digits (stored upper-case, unique on the platform: 409 with a field error on code). kind must be 'shop'; products must be the shop's own; no buyer or shop lists.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        code: string;
                        /** @enum {string} */
                        kind: "platform" | "cashback" | "shop" | "free_shipping";
                        /** @enum {string} */
                        discountType: "fixed" | "percent";
                        value: number;
                        /** @default null */
                        maxDiscount?: number | null;
                        ranges?: {
                            from: number;
                            to: number | null;
                            value: number;
                        }[];
                        /** @default 0 */
                        minOrderValue?: number;
                        /** @default null */
                        budget?: number | null;
                        /** @default null */
                        saveLimit?: number | null;
                        /** @default null */
                        usageLimit?: number | null;
                        /** @default null */
                        perUserPerDay?: number | null;
                        /** Format: date-time */
                        startsAt: string | null;
                        /** Format: date-time */
                        endsAt: string | null;
                        /**
                         * @default all
                         * @enum {string}
                         */
                        display?: "all" | "hidden";
                        /**
                         * @default all
                         * @enum {string}
                         */
                        scope?: "all" | "products";
                        /** @default [] */
                        productIds?: string[];
                        /** @default {} */
                        conditions?: {
                            userIds?: string[];
                            shopIds?: string[];
                            firstPurchaseOnly?: boolean;
                            paymentMethods?: ("CASH" | "EWALLET" | "VNPAYQR" | "ATM" | "VISA" | "MASTERCARD" | "JCB" | "AMEX")[];
                            shippingMethods?: ("self" | "ghn" | "ghtk")[];
                            appOnly?: boolean;
                        };
                    };
                };
            };
            responses: {
                /** @description The voucher after the call, with live usage, save and budget counts, in data */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ManagedVoucher"];
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Signed in without an approved shop */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The code is taken (field error on code) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/seller/vouchers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One voucher with its live usage and save counts */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The voucher id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The voucher after the call, with live usage, save and budget counts, in data */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ManagedVoucher"];
                        };
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Signed in without an approved shop */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No such voucher in the caller's shop (another shop's and platform vouchers included) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        /**
         * Rewrite a voucher
         * @description Name 1-40 characters, code 1-9 letters and digits (stored upper-case, unique on the platform: 409 with a field error on code). kind must be 'shop'; products must be the shop's own; no buyer or shop lists. Upcoming: anything may change. Running: only the name, a later end, and higher or unlimited quantities and budget (400 with a field error on each other change). Limits never go below what was already used or saved. Ended: 409.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The voucher id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        code: string;
                        /** @enum {string} */
                        kind: "platform" | "cashback" | "shop" | "free_shipping";
                        /** @enum {string} */
                        discountType: "fixed" | "percent";
                        value: number;
                        /** @default null */
                        maxDiscount?: number | null;
                        ranges?: {
                            from: number;
                            to: number | null;
                            value: number;
                        }[];
                        /** @default 0 */
                        minOrderValue?: number;
                        /** @default null */
                        budget?: number | null;
                        /** @default null */
                        saveLimit?: number | null;
                        /** @default null */
                        usageLimit?: number | null;
                        /** @default null */
                        perUserPerDay?: number | null;
                        /** Format: date-time */
                        startsAt: string | null;
                        /** Format: date-time */
                        endsAt: string | null;
                        /**
                         * @default all
                         * @enum {string}
                         */
                        display?: "all" | "hidden";
                        /**
                         * @default all
                         * @enum {string}
                         */
                        scope?: "all" | "products";
                        /** @default [] */
                        productIds?: string[];
                        /** @default {} */
                        conditions?: {
                            userIds?: string[];
                            shopIds?: string[];
                            firstPurchaseOnly?: boolean;
                            paymentMethods?: ("CASH" | "EWALLET" | "VNPAYQR" | "ATM" | "VISA" | "MASTERCARD" | "JCB" | "AMEX")[];
                            shippingMethods?: ("self" | "ghn" | "ghtk")[];
                            appOnly?: boolean;
                        };
                    };
                };
            };
            responses: {
                /** @description The voucher after the call, with live usage, save and budget counts, in data */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ManagedVoucher"];
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Signed in without an approved shop */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No such voucher in the caller's shop (another shop's and platform vouchers included) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The voucher has ended, or the code is taken */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        /**
         * Delete an upcoming voucher
         * @description Only before it starts: running and ended vouchers keep their redemptions and are ended instead.
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The voucher id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Signed in without an approved shop */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No such voucher in the caller's shop (another shop's and platform vouchers included) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The voucher has started */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/seller/vouchers/{id}/end": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End a running voucher now (product.md §4) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The voucher id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The voucher after the call, with live usage, save and budget counts, in data */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ManagedVoucher"];
                        };
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Signed in without an approved shop */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No such voucher in the caller's shop (another shop's and platform vouchers included) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The voucher is not running (an upcoming one is deleted instead) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/seller/orders/{id}/ship": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Hand the order over: create the GHN / GHTK shipment, or ship it yourself with a waybill code
         * @description The method must be the one the buyer chose. GHN and GHTK: the carrier order is created from the shop's pickup address ('Missing pickup address' without one); the order stays awaiting pickup until the carrier reports the pickup; asking again answers the same shipment. Self-shipping: the waybill code is required and the order is shipping at once.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The order id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @description The order's shipping method
                         * @enum {string}
                         */
                        method: "ghn" | "ghtk" | "self";
                        /** @description Self-shipping only, and then required: the waybill the shop gives the buyer */
                        waybillCode?: string;
                    };
                };
            };
            responses: {
                /** @description The order's shipping fields after the call */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["OrderShipping"];
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No approved shop */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No such order in the caller's shop */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not awaiting pickup (ORDER_TRANSITION_REFUSED), another shipping method (SHIPPING_METHOD_MISMATCH), no pickup address (MISSING_PICKUP_ADDRESS) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/seller/orders/{id}/delivered": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Self-shipped orders: the shop reports the delivery (shipping -> delivered)
         * @description Carriers report their deliveries by webhook; this is SHIPPING_METHOD_MISMATCH for their orders. Completion follows after the buyer confirms or the waiting days pass.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The order id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The order's shipping fields after the call */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["OrderShipping"];
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No approved shop */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No such order in the caller's shop */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not awaiting pickup (ORDER_TRANSITION_REFUSED), another shipping method (SHIPPING_METHOD_MISMATCH), no pickup address (MISSING_PICKUP_ADDRESS) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/carriers/ghn/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * GHN status callback (GHN's JSON: Type, OrderCode, Status, Time, CODAmount, Fee, ...; ?token= in the registered URL)
         * @description Refused with 401 without the secret `token` query parameter of the URL registered with GHN (GHN sends no header of ours). `Type` is read without case (GHN writes "Switch_status"). Every report is recorded once (a replay changes nothing); the shipment only moves forwards; the order follows (picked -> shipping, delivered -> delivered, returned -> cancelled). Answers 200 with the outcome.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Received */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/carriers/ghtk/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * GHTK status callback (form: label_id, partner_id, status_id, action_time, reason_code, reason, weight, fee; ?hash=)
         * @description Refused with 401 without the hash registered with GHTK. Recorded once, applied forwards only, as the GHN callback. Answers 200 with the outcome.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Received */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/seller/shop-categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The shop's categories, newest first: title, shown or hidden, created date, product count */
        get: {
            parameters: {
                query?: {
                    page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The page in data.data, with total, page and pageSize */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                data: components["schemas"]["SellerShopCategoryRow"][];
                                total: number;
                                page: number;
                                pageSize: number;
                            };
                        };
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Signed in without an approved shop */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /**
         * A new category, shown to buyers, with products of the shop
         * @description Title 5-100 characters after trimming (product.md §5: at least 5); at most 200 products, each the shop's own (else 400 on productIds.N). A shop has at most 50 categories (409 CONFLICT).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        title: string;
                        /** @default [] */
                        productIds?: string[];
                    };
                };
            };
            responses: {
                /** @description The category after the call, in data */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["SellerShopCategory"];
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Signed in without an approved shop */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by a business rule (stock, vouchers, payment, shipping; product.md §8) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/seller/shop-categories/product-picker": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The shop's own products to put in a category (drafts left out), searched by name, accents ignored */
        get: {
            parameters: {
                query?: {
                    q?: string;
                    page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One page of products */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                data: components["schemas"]["SellerPickerProduct"][];
                                total: number;
                                page: number;
                                pageSize: number;
                            };
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Signed in without an approved shop */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/seller/shop-categories/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One category of the shop with its products in order */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The category id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The category after the call, in data */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["SellerShopCategory"];
                        };
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Signed in without an approved shop */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No such category in the caller's shop (another shop's category included) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        /** Replace the title and the products of a category */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The category id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        title: string;
                        /** @default [] */
                        productIds?: string[];
                    };
                };
            };
            responses: {
                /** @description The category after the call, in data */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["SellerShopCategory"];
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Signed in without an approved shop */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No such category in the caller's shop (another shop's category included) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        /** Delete a category; its products are not touched */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The category id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Signed in without an approved shop */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No such category in the caller's shop (another shop's category included) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/seller/shop-categories/{id}/visibility": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Show the category to buyers or hide it (product.md §4; the page asks for a confirmation) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The category id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        visible: boolean;
                    };
                };
            };
            responses: {
                /** @description The category after the call, in data */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["SellerShopCategory"];
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Signed in without an approved shop */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No such category in the caller's shop (another shop's category included) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/seller/banners": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One tab of the shop's banners (upcoming, running or ended), newest first, with each tab's count */
        get: {
            parameters: {
                query?: {
                    phase?: "upcoming" | "running" | "ended";
                    page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The page in data.data, counts per tab in data.counts */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                data: components["schemas"]["SellerBannerRow"][];
                                counts: {
                                    upcoming: number;
                                    running: number;
                                    ended: number;
                                };
                                total: number;
                                page: number;
                                pageSize: number;
                            };
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Signed in without an approved shop */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /**
         * A new banner of the shop
         * @description Title 5-200 characters after trimming; type home or shop; startDate and endDate (YYYY-MM-DD, Vietnam days, both shown) required, endDate today or later in Vietnam and after startDate; link a valid http(s) URL; imageKey (and optional coverKey) from the upload endpoints; at most 20 related products, each the shop's own (else 400 on productIds.N).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        title: string;
                        /** @enum {string} */
                        type: "home" | "shop";
                        startDate: string;
                        endDate: string;
                        link: string;
                        imageKey: string;
                        /** @default null */
                        coverKey?: string | null;
                        /** @default [] */
                        productIds?: string[];
                    };
                };
            };
            responses: {
                /** @description The banner after the call, in data */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["SellerBanner"];
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Signed in without an approved shop */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/seller/banners/images": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The banner image: exactly 343x150, or larger with the same shape (scaled down); else 400 on image */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /** Format: binary */
                        image: string;
                    };
                };
            };
            responses: {
                /** @description The stored picture: its key for the banner and a preview URL */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["SellerPictureUpload"];
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Signed in without an approved shop */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description File too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not a png, jpeg, gif or webp image */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/seller/banners/covers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The banner cover: at least 600x200, cropped in the middle to 3:1 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /** Format: binary */
                        cover: string;
                    };
                };
            };
            responses: {
                /** @description The stored picture: its key for the banner and a preview URL */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["SellerPictureUpload"];
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Signed in without an approved shop */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description File too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not a png, jpeg, gif or webp image */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/seller/banners/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One banner of the shop with its related products */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The banner id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The banner after the call, in data */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["SellerBanner"];
                        };
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Signed in without an approved shop */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No such banner in the caller's shop (another shop's banner included) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        /**
         * Replace every field of an upcoming or running banner
         * @description Title 5-200 characters after trimming; type home or shop; startDate and endDate (YYYY-MM-DD, Vietnam days, both shown) required, endDate today or later in Vietnam and after startDate; link a valid http(s) URL; imageKey (and optional coverKey) from the upload endpoints; at most 20 related products, each the shop's own (else 400 on productIds.N). An ended banner cannot be changed (409).
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The banner id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        title: string;
                        /** @enum {string} */
                        type: "home" | "shop";
                        startDate: string;
                        endDate: string;
                        link: string;
                        imageKey: string;
                        /** @default null */
                        coverKey?: string | null;
                        /** @default [] */
                        productIds?: string[];
                    };
                };
            };
            responses: {
                /** @description The banner after the call, in data */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["SellerBanner"];
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Signed in without an approved shop */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No such banner in the caller's shop (another shop's banner included) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The banner has ended */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        /** Delete a banner, whatever its phase */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The banner id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Signed in without an approved shop */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No such banner in the caller's shop (another shop's banner included) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/seller/banners/{id}/end": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End an upcoming or running banner now (product.md §4) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The banner id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The banner after the call, in data */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["SellerBanner"];
                        };
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Signed in without an approved shop */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No such banner in the caller's shop (another shop's banner included) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The banner has ended */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/public/banners/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A running banner with its shop and its listed related products (the /banner/{id} page) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The banner id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The banner */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["PublicBanner"];
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/seller/promotions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The shop's programs of one kind in one tab (upcoming, running, ended), with the count of each tab */
        get: {
            parameters: {
                query?: {
                    type?: "product" | "variant";
                    tab?: "upcoming" | "running" | "ended";
                    page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The page in data.data, counts per tab in data.counts */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["SellerPromotionList"];
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Signed in without an approved shop */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /**
         * A new promotion program by product or by variant
         * @description Discount above 0 and at most 80% (discountedPrice below originalPrice, which must be today's price); maxDiscount above 0 and not above the discount; stock (the product limit) at least 1 and not above the variant's (or product's) stock; name up to 150 characters. Every item is the shop's own product (kind product, variantId null) or active variant (kind variant). A variant may not be in two programs whose windows [startsAt, endsAt) overlap (400 on items.N.productId). A start in the past means now.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        /** @enum {string} */
                        kind: "product" | "variant";
                        /** @default null */
                        coverKey?: string | null;
                        /** Format: date-time */
                        startsAt: string | null;
                        /** Format: date-time */
                        endsAt: string | null;
                        items: {
                            /** Format: uuid */
                            productId: string;
                            /**
                             * Format: uuid
                             * @default null
                             */
                            variantId?: string | null;
                            originalPrice: number;
                            discountedPrice: number;
                            /** @default null */
                            maxDiscount?: number | null;
                            stock: number;
                            /** @default null */
                            perOrderLimit?: number | null;
                            /** @default null */
                            perUserLimit?: number | null;
                        }[];
                    };
                };
            };
            responses: {
                /** @description The program after the call, in data */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["SellerPromotionDetail"];
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Signed in without an approved shop */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/seller/promotions/product-picker": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The shop's own products (drafts left out) with their active variants, prices and stock */
        get: {
            parameters: {
                query?: {
                    q?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Up to 50 products, newest first */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["SellerPromotionPickerProduct"][];
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Signed in without an approved shop */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/seller/promotions/covers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The program cover: png, jpeg, gif or webp checked by content, at least 600x200, cropped in the middle to 3:1; send its key as coverKey */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /** Format: binary */
                        cover: string;
                    };
                };
            };
            responses: {
                /** @description The stored picture: its key for the program and a preview URL */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["SellerPictureUpload"];
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Signed in without an approved shop */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description File too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not a png, jpeg, gif or webp image */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/seller/promotions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One program of the shop with its items */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The program id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The program after the call, in data */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["SellerPromotionDetail"];
                        };
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Signed in without an approved shop */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No such program in the caller's shop (another shop's program included) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        /**
         * Replace an upcoming program (a running or ended one answers 409; end it early instead)
         * @description Discount above 0 and at most 80% (discountedPrice below originalPrice, which must be today's price); maxDiscount above 0 and not above the discount; stock (the product limit) at least 1 and not above the variant's (or product's) stock; name up to 150 characters. Every item is the shop's own product (kind product, variantId null) or active variant (kind variant). A variant may not be in two programs whose windows [startsAt, endsAt) overlap (400 on items.N.productId). A start in the past means now.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The program id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        /** @enum {string} */
                        kind: "product" | "variant";
                        /** @default null */
                        coverKey?: string | null;
                        /** Format: date-time */
                        startsAt: string | null;
                        /** Format: date-time */
                        endsAt: string | null;
                        items: {
                            /** Format: uuid */
                            productId: string;
                            /**
                             * Format: uuid
                             * @default null
                             */
                            variantId?: string | null;
                            originalPrice: number;
                            discountedPrice: number;
                            /** @default null */
                            maxDiscount?: number | null;
                            stock: number;
                            /** @default null */
                            perOrderLimit?: number | null;
                            /** @default null */
                            perUserLimit?: number | null;
                        }[];
                    };
                };
            };
            responses: {
                /** @description The program after the call, in data */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["SellerPromotionDetail"];
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Signed in without an approved shop */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No such program in the caller's shop (another shop's program included) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The program is not in a phase that allows this */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        /** Delete an upcoming or ended program; a running one answers 409 (end it first) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The program id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Signed in without an approved shop */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No such program in the caller's shop (another shop's program included) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The program is not in a phase that allows this */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/seller/promotions/{id}/end": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End a running program now (product.md §4); other phases answer 409 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The program id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The program after the call, in data */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["SellerPromotionDetail"];
                        };
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Signed in without an approved shop */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No such program in the caller's shop (another shop's program included) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The program is not in a phase that allows this */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/seller/shop/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every section of the shop settings: info, shipping, return policy, payment, pause, country, activity */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Every settings section after the call, in data */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ShopSettings"];
                        };
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Signed in without an approved shop */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/seller/shop/activity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The owner's last activity in the seller centre and whether the inactive warning shows (7 or more days)
         * @description Activity is any successful write under /api/v1/seller (orders handled, products, settings...); looking around does not count.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description In data */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["SellerActivity"];
                        };
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Signed in without an approved shop */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/seller/shop/settings/shipping": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Deliveries offered (GHN, GHTK, own; at least one), pickup address and default preparation time
         * @description pickupAddressId is one of the owner's saved addresses (another user's: 400); it takes the pickup flag. Preparation of products in stock 1-3 days (a pre-order product sets its own). The checkout quote offers only the enabled deliveries.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        shippingMethods: ("self" | "ghn" | "ghtk")[];
                        /** Format: uuid */
                        pickupAddressId: string;
                        preparationDays: number;
                    };
                };
            };
            responses: {
                /** @description Every settings section after the call, in data */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ShopSettings"];
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Signed in without an approved shop */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/seller/shop/settings/return-policy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Default return period (1-15 days) and conditions (at least one) for new products */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        returnDays: number;
                        returnConditions: ("defective" | "wrong_item" | "not_as_described" | "damaged_in_transit")[];
                    };
                };
            };
            responses: {
                /** @description Every settings section after the call, in data */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ShopSettings"];
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Signed in without an approved shop */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/seller/shop/settings/payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Payment methods the shop accepts (at least one); the checkout refuses the others */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        paymentMethods: ("CASH" | "EWALLET" | "VNPAYQR" | "ATM" | "VISA" | "MASTERCARD" | "JCB" | "AMEX")[];
                    };
                };
            };
            responses: {
                /** @description Every settings section after the call, in data */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ShopSettings"];
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Signed in without an approved shop */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/seller/shop/settings/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Shop name and description (100-500 characters) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        description: string;
                    };
                };
            };
            responses: {
                /** @description Every settings section after the call, in data */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ShopSettings"];
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Signed in without an approved shop */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/seller/shop/settings/pause": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Pause mode: while paused the shop's products are unlisted and cannot be bought (SHOP_PAUSED) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        paused: boolean;
                    };
                };
            };
            responses: {
                /** @description Every settings section after the call, in data */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ShopSettings"];
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Signed in without an approved shop */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/seller/shop/settings/country": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Where the shop sells from (VN or KO) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        country: "VN" | "KO";
                    };
                };
            };
            responses: {
                /** @description Every settings section after the call, in data */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ShopSettings"];
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Signed in without an approved shop */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/seller/shop/settings/logo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload the shop logo (png, jpeg, gif or webp); stored square as WebP */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /** Format: binary */
                        logo: string;
                    };
                };
            };
            responses: {
                /** @description Every settings section after the call, in data */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ShopSettings"];
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Signed in without an approved shop */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description File too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not a png, jpeg, gif or webp image */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/seller/shop/settings/cover": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload the store cover: at least 1340x754 px, cropped in the middle to exactly that */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /** Format: binary */
                        cover: string;
                    };
                };
            };
            responses: {
                /** @description Every settings section after the call, in data */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ShopSettings"];
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Signed in without an approved shop */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description File too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not a png, jpeg, gif or webp image */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/seller/size-chart-templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The system templates, one per chart type: allowed attributes, default columns and sizes in cm */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Templates in data */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["SizeChartTemplate"][];
                        };
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Signed in without an approved shop */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/seller/size-charts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The shop's size charts, last changed first (the product form offers them) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The charts in data */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["SellerSizeChart"][];
                        };
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Signed in without an approved shop */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /**
         * A new size chart
         * @description At least 1 and at most 15 sizes with unique names; values 1-300 cm by half cm, min <= max; only the attributes the type allows (see the templates), the same ones on every row. A shop has at most 30 charts (409 CONFLICT).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        /** @enum {string} */
                        type: "top" | "bottom" | "dress" | "underwear" | "shoes" | "other";
                        rows: {
                            sizeName: string;
                            values: {
                                attributeId: number;
                                min: number;
                                max: number;
                            }[];
                        }[];
                    };
                };
            };
            responses: {
                /** @description The size chart after the call, in data */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["SellerSizeChart"];
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Signed in without an approved shop */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by a business rule (stock, vouchers, payment, shipping; product.md §8) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/seller/size-charts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One size chart of the shop */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The size chart id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The size chart after the call, in data */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["SellerSizeChart"];
                        };
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Signed in without an approved shop */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No such size chart in the caller's shop (another shop's size chart included) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        /**
         * Replace a size chart; the products that use it show the new sizes
         * @description At least 1 and at most 15 sizes with unique names; values 1-300 cm by half cm, min <= max; only the attributes the type allows (see the templates), the same ones on every row.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The size chart id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        /** @enum {string} */
                        type: "top" | "bottom" | "dress" | "underwear" | "shoes" | "other";
                        rows: {
                            sizeName: string;
                            values: {
                                attributeId: number;
                                min: number;
                                max: number;
                            }[];
                        }[];
                    };
                };
            };
            responses: {
                /** @description The size chart after the call, in data */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["SellerSizeChart"];
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Signed in without an approved shop */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No such size chart in the caller's shop (another shop's size chart included) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        /** Delete a size chart; products that used it stay on sale without a chart */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The size chart id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Signed in without an approved shop */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No such size chart in the caller's shop (another shop's size chart included) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/community/v1/verify/identity-card": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Verify the ID card (product.md §7: POST verify/identity-card): number and both sides
         * @description CMND (9 digits) or CCCD (12 digits, province code, century, birth year). Photos png, jpeg, gif or webp up to 5 MB, stored privately.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        idNumber: string;
                        /**
                         * Format: binary
                         * @description Front of the card
                         */
                        front: string;
                        /**
                         * Format: binary
                         * @description Back of the card
                         */
                        back: string;
                    };
                };
            };
            responses: {
                /** @description The caller's registration state after the call, in data */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ShopRegistration"];
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description File too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not a supported photo */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/shop-registration": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's verification state, shop application and screen to show */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The caller's registration state after the call, in data */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ShopRegistration"];
                        };
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/shop-registration/step-1": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Save step 1 (shop name, registered business, top-level category, address); creates the shop */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        isBusiness: boolean;
                        /** Format: uuid */
                        mainCategoryId: string;
                        provinceCode: string;
                        wardCode: string;
                        street: string;
                    };
                };
            };
            responses: {
                /** @description The caller's registration state after the call, in data */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ShopRegistration"];
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description IDENTITY_VERIFICATION_REQUIRED: phone, email and ID card first (fields name the missing parts) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description SHOP_NAME_TAKEN (field name), SHOP_APPLICATION_LOCKED (pending or approved), SHOP_REGISTRATION_INCOMPLETE (step 1 missing) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/shop-registration/step-2": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Save step 2 and submit: the shop goes to pending, the admin replies within 48 working hours
         * @description Document keys come from POST documents or the ID card verification. The licence is required from an enterprise or a registered business; the shop link unless platforms is ["none"]. A rejected application is corrected and submitted again here.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ownerFullName: string;
                        idNumber: string;
                        idFrontKey: string;
                        idBackKey: string;
                        taxCode: string;
                        bankName: string;
                        bankAccount: string;
                        bankBranch: string;
                        /** @enum {string} */
                        businessType: "personal" | "enterprise";
                        licenceKey?: string | null;
                        platforms: ("facebook" | "tiktok" | "shopee" | "lazada" | "tiki" | "website" | "other" | "none")[];
                        platformLink?: string | null;
                        description: string;
                    };
                };
            };
            responses: {
                /** @description The caller's registration state after the call, in data */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ShopRegistration"];
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description IDENTITY_VERIFICATION_REQUIRED: phone, email and ID card first (fields name the missing parts) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description SHOP_NAME_TAKEN (field name), SHOP_APPLICATION_LOCKED (pending or approved), SHOP_REGISTRATION_INCOMPLETE (step 1 missing) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/shop-registration/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload a private document photo (business licence, ID card side): answers its key */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /**
                         * Format: binary
                         * @description The photo
                         */
                        file: string;
                    };
                };
            };
            responses: {
                /** @description The stored document: send its key in step 2 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                key: string;
                                url: string;
                            };
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description File too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not a supported photo */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/shop-registration/documents/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A private registration document (ID card, licence): to its owner and to admins only
         * @description key is the full storage key, slashes included (private/identity/<user>/<id>.webp).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    key: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The image (image/webp), not cached */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/webp": string;
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/public/home": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The home page: running banners and flash sale, Brand of Month, top sellers, recommended products */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The home page */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Home"];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/public/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Visible categories as a tree (top level with their sub-categories) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The tree */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["CategoryTree"];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/public/categories/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A category page: the category, its parent, sub-category chips and a page of its products
         * @description A top-level category lists the products of all its sub-categories. Sorts and paging as search.
         */
        get: {
            parameters: {
                query?: {
                    sort?: "relevance" | "newest" | "best_selling" | "price_asc" | "price_desc";
                    page?: number;
                    pageSize?: number;
                };
                header?: never;
                path: {
                    /** @description uuid; anything else is 404 */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The category */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["CategoryPage"];
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/public/shops/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A seller page: shop header, running shop banners and visible collections
         * @description Only approved shops that are not paused; any other shop is 404. With a session, isFollowed says whether the viewer follows it.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description uuid; anything else is 404 */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The shop */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ShopPage"];
                        };
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/public/shops/{id}/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of the shop's listed products, in a seller-page sort tab */
        get: {
            parameters: {
                query?: {
                    sort?: "popular" | "newest" | "best_selling" | "price_asc" | "price_desc";
                    page?: number;
                    pageSize?: number;
                };
                header?: never;
                path: {
                    /** @description uuid; anything else is 404 */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Products */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ShopProducts"];
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/public/shops/{id}/collections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The shop's visible collections, in the seller's order (the collection list page) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description uuid; anything else is 404 */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Collections */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["CollectionSummary"][];
                        };
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/public/collections/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A collection with its shop and a page of its listed products
         * @description A hidden collection, or one of a shop that is not open, is 404.
         */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    pageSize?: number;
                };
                header?: never;
                path: {
                    /** @description uuid; anything else is 404 */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The collection */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Collection"];
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/public/top-sellers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Shops ranked by units sold across their listed products, then rating, with their best sellers */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Ranked shops */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["TopSeller"][];
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/community/v1/verify/phone": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether a phone is verified on the account, or has a code waiting (product.md §7: GET verify/phone)
         * @description Reads only: a GET sends nothing (a link or an image on another site could call it). POST sends.
         */
        get: {
            parameters: {
                query: {
                    phone: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Status */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @description The phone (E.164) or email, normalised */
                                value: string;
                                /** @description It is this account's verified phone or email */
                                verified: boolean;
                                /** @description A code sent to it for this account is still usable */
                                codeSent: boolean;
                            };
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by a business rule (stock, vouchers, payment, shipping; product.md §8) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too many attempts */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Send an OTP by SMS to the phone to verify
         * @description With the X-CSRF-Token of cookie sessions. Send budgets: 3 per phone in 10 minutes (10 a day), 5 per account (20 a day), 30 per IP (200 a day); past one, 429 with Retry-After.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        phone: string;
                    };
                };
            };
            responses: {
                /** @description Done */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @enum {boolean} */
                                ok: true;
                            };
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The phone or email belongs to another account */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too many attempts */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/community/v1/verify/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm the phone OTP: the phone is stored on the account as verified */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                    };
                };
            };
            responses: {
                /** @description Done */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @enum {boolean} */
                                ok: true;
                            };
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The phone or email belongs to another account */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too many attempts */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/community/v1/verify/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether an email is verified on the account, or has a code waiting
         * @description Reads only; POST sends.
         */
        get: {
            parameters: {
                query: {
                    email: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Status */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @description The phone (E.164) or email, normalised */
                                value: string;
                                /** @description It is this account's verified phone or email */
                                verified: boolean;
                                /** @description A code sent to it for this account is still usable */
                                codeSent: boolean;
                            };
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by a business rule (stock, vouchers, payment, shipping; product.md §8) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too many attempts */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Send a verification code to the email to verify
         * @description With the X-CSRF-Token of cookie sessions; the same send budgets as the phone.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: email */
                        email: string;
                    };
                };
            };
            responses: {
                /** @description Done */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @enum {boolean} */
                                ok: true;
                            };
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The phone or email belongs to another account */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too many attempts */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/community/v1/verify/email/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm the email code: the email is stored on the account as verified */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                    };
                };
            };
            responses: {
                /** @description Done */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @enum {boolean} */
                                ok: true;
                            };
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The phone or email belongs to another account */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too many attempts */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/mobile/vouchers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Vouchers on display (/khuyen-mai, a shop page): running or upcoming, with uses left
         * @description Running before upcoming, platform before shops, the soonest ending first. `saved` says whether the signed-in buyer holds each; guests get false. Vouchers for certain users only show to them; hidden vouchers never show (they are saved by code).
         */
        get: {
            parameters: {
                query?: {
                    /** @description Only this shop's vouchers */
                    shop_id?: string;
                    /** @description One or more of platform, cashback, shop, free_shipping */
                    kind?: string;
                    page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of vouchers */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                items: components["schemas"]["Voucher"][];
                                page: number;
                                pageSize: number;
                                total: number;
                                hasMore: boolean;
                            };
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/mobile/vouchers/saved": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My vouchers (account menu), in one of three tabs: usable, used, expired
         * @description usable: running (or upcoming) with uses left; used: the buyer used it and cannot use it again now (ended, used up, or the per-day limit reached today); expired: ended or used up without being used.
         */
        get: {
            parameters: {
                query?: {
                    state?: "usable" | "used" | "expired";
                    page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of saved vouchers */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                items: components["schemas"]["SavedVoucher"][];
                                page: number;
                                pageSize: number;
                                total: number;
                                hasMore: boolean;
                            };
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/mobile/vouchers/save-by-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Save a voucher by typing its code (the way to hidden vouchers); idempotent */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @example CHODEP100 */
                        code: string;
                    };
                };
            };
            responses: {
                /** @description The voucher, saved */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Voucher"];
                        };
                    };
                };
                /** @description Invalid input, with field errors */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Every code taken (VOUCHER_SAVE_LIMIT), or ended or used up (VOUCHER_EXPIRED) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/mobile/vouchers/{id}/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Save a voucher to my vouchers (idempotent) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description uuid */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The voucher, saved */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Voucher"];
                        };
                    };
                };
                /** @description Login required */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Every code taken (VOUCHER_SAVE_LIMIT), or ended or used up (VOUCHER_EXPIRED) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        SignUpStarted: {
            data: {
                /** @enum {string} */
                status: "code_sent";
                /** @enum {string} */
                channel: "email" | "sms";
                /** @description Give it back with the code to register/confirm */
                ticket: string;
            };
        };
        Error: {
            error: {
                /** @example VALIDATION_FAILED */
                code: string;
                message: string;
                fields: {
                    path: string;
                    message: string;
                }[];
            };
            requestId?: string;
        };
        AuthResult: {
            data: {
                /** @description Session token; also set as the HttpOnly `token` cookie */
                token: string;
                user: components["schemas"]["User"];
            };
        };
        User: {
            /** Format: uuid */
            _id: string;
            fullName: string;
            userName: string;
            email: string | null;
            email_verified: boolean;
            /** @description E.164, for example +84912345678 */
            phone: string | null;
            phone_verified: boolean;
            avatar: string | null;
            roles: string[];
            shop: null;
            kol_info: null;
        };
        Ok: {
            data: {
                /** @enum {boolean} */
                ok: true;
            };
        };
        DeleteAccountStatus: {
            data: {
                requested: boolean;
                /** Format: date-time */
                requestedAt: string | null;
                notice: {
                    /** @enum {string} */
                    kind: "seller" | "ordersInTransit" | "buyer";
                    /** @example auth.deleteAccount.notice.buyer */
                    key: string;
                    /** @description The notice in the request's language */
                    message: string;
                };
            };
        };
        Address: {
            /** Format: uuid */
            _id: string;
            /** @description Recipient */
            name: string;
            /** @example +84912345678 */
            phone: string;
            /** @example (+84) 912 345 678 */
            phoneDisplay: string | null;
            /** @enum {string} */
            country: "VN" | "KO";
            /**
             * @description Province code
             * @example 79
             */
            city: string;
            /** @example Thành phố Hồ Chí Minh */
            cityName: string;
            district: string | null;
            /**
             * @description Ward code (Vietnam)
             * @example 26740
             */
            ward: string | null;
            /** @example Phường Sài Gòn */
            wardName: string | null;
            specificAddress: string;
            postalCode: string | null;
            /** @example 12 Nguyễn Huệ, Phường Sài Gòn, Thành phố Hồ Chí Minh */
            fullAddress: string;
            /** @enum {string} */
            type: "home" | "company";
            /** @enum {string} */
            deliveryTime: "all_days" | "office_hours" | "any_time";
            isDefault: boolean;
            isPickup: boolean;
            isDefaultReturn: boolean;
            createdAt: string;
            updatedAt: string;
        };
        AdminShopApplicationRow: {
            shopId: string;
            shopName: string;
            /** @enum {string} */
            status: "submitted" | "pending" | "approved" | "rejected";
            ownerUserId: string;
            /** @description The legal name on the application, else the account name */
            ownerName: string;
            ownerEmail: string | null;
            submittedAt: string | null;
            /** @description Submitted + 48 working hours (weekends and holidays excluded) */
            replyBy: string | null;
            /** @description Still pending after replyBy */
            overdue: boolean;
            decidedAt: string | null;
            rejectReason: string | null;
            submissionCount: number;
        };
        AdminShopApplication: components["schemas"]["AdminShopApplicationRow"] & {
            slug: string;
            /** @enum {string} */
            country: "VN" | "KO";
            /** @description In the reader language */
            mainCategory: string | null;
            isBusiness: boolean;
            /** @enum {string} */
            businessType: "personal" | "enterprise";
            taxCode: string | null;
            description: string | null;
            provinceCode: string | null;
            wardCode: string | null;
            street: string | null;
            /** @description Street, ward, province as one line */
            address: string | null;
            logoUrl: string | null;
            idNumber: string | null;
            bankName: string | null;
            bankAccount: string | null;
            bankBranch: string | null;
            platforms: string[];
            platformLink: string | null;
            documents: {
                idFront: string | null;
                idBack: string | null;
                licence: string | null;
            };
            owner: {
                fullName: string;
                email: string | null;
                emailVerified: boolean;
                phone: string | null;
                phoneVerified: boolean;
                identityVerifiedAt: string | null;
                createdAt: string;
            };
        };
        AdminProductReviewRow: {
            id: string;
            name: string;
            /** @enum {string} */
            status: "draft" | "pending" | "approved" | "rejected" | "hidden";
            shop: {
                id: string;
                name: string;
            };
            /** @description In the reader language */
            category: string;
            /** @description The first picture */
            image: {
                url: string;
                thumbUrl: string;
            } | null;
            imageCount: number;
            /** @description Lowest price a buyer would pay (sale price when set), dong */
            priceMin: number;
            priceMax: number;
            variantCount: number;
            submittedAt: string | null;
            /** @description Submitted + 2 days */
            dueFrom: string | null;
            /** @description Submitted + 3 days: the promise of product.md §9 */
            dueBy: string | null;
            overdue: boolean;
            reviewedAt: string | null;
            rejectReason: string | null;
            /** @description Shown in search and listings now */
            listed: boolean;
        };
        AdminProductReview: components["schemas"]["AdminProductReviewRow"] & {
            description: string;
            brand: string | null;
            /** @enum {string} */
            shopStatus: "submitted" | "pending" | "approved" | "rejected";
            images: {
                url: string;
                thumbUrl: string;
                variantOption: string | null;
            }[];
            descriptionImages: string[];
            videoUrl: string | null;
            options: {
                name: string;
                values: string[];
            }[];
            variants: {
                id: string;
                /** @description The option values, e.g. "Đen / M" */
                label: string;
                sku: string | null;
                price: number;
                salePrice: number | null;
                stock: number;
                isActive: boolean;
            }[];
            weightGrams: number;
            preparationDays: number;
            returnDays: number;
            isPreOrder: boolean;
            link: string | null;
        };
        AdminAuditEntry: {
            id: string;
            /** @enum {string} */
            action: "shop.approve" | "shop.reject" | "product.approve" | "product.reject" | "refund.approve" | "refund.reject" | "refund.complete" | "voucher.create" | "voucher.update" | "voucher.end" | "voucher.delete" | "campaign_nomination.approve" | "campaign_nomination.reject" | "community_post.remove" | "community_post.restore" | "community_post.keep" | "community_reply.remove" | "community_reply.restore" | "community_reply.keep" | "blook.remove" | "blook.restore" | "blook.keep" | "chat_room.read";
            /** @enum {string} */
            targetType: "shop" | "product" | "refund" | "voucher" | "campaign_nomination" | "community_post" | "community_reply" | "blook" | "chat_room";
            targetId: string;
            reason: string | null;
            details: {
                [key: string]: unknown;
            };
            admin: {
                id: string;
                name: string;
                email: string | null;
            };
            createdAt: string;
        };
        ManagedVoucherRow: {
            id: string;
            /** @enum {string} */
            kind: "platform" | "cashback" | "shop" | "free_shipping";
            name: string;
            code: string;
            /** @enum {string} */
            phase: "upcoming" | "running" | "ended";
            /** @enum {string} */
            discountType: "fixed" | "percent";
            /** @description Dong for fixed, whole percent for percent */
            value: number;
            maxDiscount: number | null;
            minOrderValue: number;
            /** @enum {string} */
            display: "all" | "hidden";
            /** @enum {string} */
            scope: "all" | "products";
            startsAt: string;
            endsAt: string;
            /** @description Set when its owner ended it early */
            endedAt: string | null;
            /** @description null = unlimited */
            usageLimit: number | null;
            usedCount: number;
            /** @description null = unlimited */
            saveLimit: number | null;
            savedCount: number;
        };
        ManagedVoucher: components["schemas"]["ManagedVoucherRow"] & {
            budget: number | null;
            /** @description Dong given away so far (live) */
            budgetUsed: number;
            perUserPerDay: number | null;
            productIds: string[];
            products: {
                id: string;
                name: string;
            }[];
            conditions: {
                firstPurchaseOnly: boolean;
                appOnly: boolean;
                paymentMethods: string[];
                shippingMethods: string[];
                userIds: string[];
                shopIds: string[];
            };
            shops: {
                id: string;
                name: string;
            }[];
            createdAt: string;
        };
        Province: {
            /** @example 79 */
            code: string;
            /** @example Thành phố Hồ Chí Minh */
            name: string;
            officialName: string;
            /** @example municipality */
            type: string;
            /** @enum {string} */
            country: "VN" | "KO";
            version: string;
        };
        Ward: {
            /** @example 26740 */
            code: string;
            /** @example Phường Sài Gòn */
            name: string;
            /** @example ward */
            type: string;
            provinceCode: string;
            version: string;
        };
        CampaignList: {
            data: components["schemas"]["Campaign"][];
            total: number;
            page: number;
            pageSize: number;
        };
        Campaign: {
            id: string;
            name: string;
            description: string;
            cover: string | null;
            coverKey: string | null;
            registrationStartsAt: string;
            registrationEndsAt: string;
            startsAt: string;
            endsAt: string;
            minDiscountPercent: number;
            maxProductsPerShop: number;
            /**
             * @description Before registration, registration open, waiting for the sale, on sale, over
             * @enum {string}
             */
            phase: "upcoming" | "registration" | "closed" | "running" | "ended";
            counts: {
                pending: number;
                approved: number;
                rejected: number;
            };
        };
        SellerPictureUpload: {
            /** @description Send as imageKey / coverKey */
            key: string;
            url: string;
        };
        CampaignNominationList: {
            data: components["schemas"]["CampaignNomination"][];
            total: number;
            page: number;
            pageSize: number;
        };
        CampaignNomination: {
            id: string;
            campaignId: string;
            shopId: string;
            shopName: string;
            productId: string;
            variantId: string | null;
            productName: string;
            variantLabel: string | null;
            image: string | null;
            /** @description The price when nominated, dong */
            originalPrice: number;
            campaignPrice: number;
            discountPercent: number;
            stock: number;
            /** @description Units sold at the campaign price (approved only) */
            soldCount: number;
            /** @enum {string} */
            status: "pending" | "approved" | "rejected";
            rejectReason: string | null;
            createdAt: string;
            decidedAt: string | null;
        };
        SellerCampaign: components["schemas"]["Campaign"] & {
            /** @description The caller's shop's nominations */
            nominations: components["schemas"]["CampaignNomination"][];
        };
        PublicCampaign: {
            id: string;
            name: string;
            description: string;
            cover: string | null;
            startsAt: string;
            endsAt: string;
            /**
             * @description Before registration, registration open, waiting for the sale, on sale, over
             * @enum {string}
             */
            phase: "upcoming" | "registration" | "closed" | "running" | "ended";
            items: components["schemas"]["PublicCampaignItem"][];
        };
        PublicCampaignItem: {
            productId: string;
            variantId: string | null;
            slug: string;
            name: string;
            variantLabel: string | null;
            image: string | null;
            shopName: string;
            originalPrice: number;
            campaignPrice: number;
            discountPercent: number;
            /** @description Units left at the campaign price */
            remaining: number;
        };
        Cart: {
            valid: components["schemas"]["CartShopGroup"][];
            invalid: components["schemas"]["CartShopGroup"][];
            /** @description Lines in the cart, valid and invalid (the header badge) */
            number: number;
            summary: {
                /** @description Selected lines */
                count: number;
                units: number;
                goods_total: number;
                original_total: number;
                saving: number;
                selectable_count: number;
                all_selected: boolean;
            };
        };
        CartShopGroup: {
            shop: {
                /** Format: uuid */
                _id: string;
                name: string;
                /** @enum {string} */
                country: "VN" | "KO";
            };
            is_selected: boolean;
            items: components["schemas"]["CartItem"][];
        };
        CartItem: {
            /**
             * Format: uuid
             * @description The cart line id (what quantities, delete and selection take)
             */
            _id: string;
            quantity: number;
            /** @description What one unit costs now (promotion, sale or regular price) */
            price: number;
            /** @description The variant's regular price */
            price_original: number;
            /** @description Never true for a line that cannot be bought */
            is_selected: boolean;
            /** Format: uuid */
            variant_id: string;
            product: {
                /** Format: uuid */
                _id: string;
                name: string;
                image: string | null;
                sale_price: number;
                sale_price_original: number;
            };
            variant: {
                /** Format: uuid */
                _id: string;
                label: string;
                option_values: {
                    /** @description The value, e.g. "Đen" */
                    name: string;
                    /** @description The classification, e.g. "Màu sắc" */
                    option: string;
                    image: string | null;
                }[];
            };
            shop: {
                /** Format: uuid */
                _id: string;
                name: string;
            };
            /** @enum {string|null} */
            invalid_reason: "product_unavailable" | "shop_paused" | "variant_unavailable" | "sold_out" | null;
            /** @description The most units the line may hold now; 0 when invalid */
            max_quantity: number;
            stock: number;
            promotion: {
                /** Format: uuid */
                promotion_item_id: string;
                /** @description Units left at the program price */
                remaining: number;
                per_order_limit: number | null;
                per_user_limit: number | null;
            } | null;
            added_at: string;
        };
        ChatMessage: {
            id: string;
            roomId: string;
            seq: number;
            /** @enum {string} */
            senderSide: "buyer" | "shop";
            /** @enum {string} */
            kind: "text" | "image" | "product" | "order";
            text: string;
            image: {
                url: string;
                thumbUrl: string;
            } | null;
            product: components["schemas"]["ChatProductCard"] | null;
            order: components["schemas"]["ChatOrderCard"] | null;
            createdAt: string;
        };
        ChatProductCard: {
            id: string;
            name: string;
            imageUrl: string | null;
            price: number;
            salePrice: number | null;
        };
        ChatOrderCard: {
            id: string;
            code: string;
            status: string;
            total: number;
            itemCount: number;
        };
        ChatRoom: {
            id: string;
            /** @enum {string} */
            side: "buyer" | "shop";
            shop: {
                id: string;
                name: string;
                avatarUrl: string | null;
            };
            buyer: {
                id: string;
                fullName: string;
                avatarUrl: string | null;
            };
            other: {
                userId: string;
                name: string;
                avatarUrl: string | null;
            };
            lastMessage: components["schemas"]["ChatMessage"] | null;
            lastMessageAt: string | null;
            unread: number;
            markedUnread: boolean;
            otherReadSeq: number;
            otherDeliveredSeq: number;
            lastSeq: number;
        };
        ChatQuickReply: {
            id: string;
            text: string;
        };
        BlookTemplate: {
            id: string;
            name: {
                vi: string;
                en: string;
                ko: string;
            };
            columns: number;
            rows: number;
            slots: {
                /** @enum {string} */
                slot: "top" | "bottom" | "dress" | "outerwear" | "shoes" | "bag" | "accessory" | "beauty";
                x: number;
                y: number;
                w: number;
                h: number;
            }[];
        };
        BlookCategory: {
            id: string;
            name: {
                vi: string;
                en: string;
                ko: string;
            };
            coverUrl: string | null;
            subCategories: components["schemas"]["BlookSubCategory"][];
        };
        BlookSubCategory: {
            id: string;
            categoryId: string;
            name: {
                vi: string;
                en: string;
                ko: string;
            };
        };
        BlookPage: {
            items: components["schemas"]["BlookCard"][];
            nextCursor: string | null;
        };
        BlookCard: {
            id: string;
            title: string;
            author: {
                id: string;
                name: string;
                avatarUrl: string | null;
            };
            categoryId: string;
            subCategoryId: string | null;
            columns: number;
            rows: number;
            tiles: {
                /** @enum {string} */
                slot: "top" | "bottom" | "dress" | "outerwear" | "shoes" | "bag" | "accessory" | "beauty";
                x: number;
                y: number;
                w: number;
                h: number;
                productId: string;
                imageUrl: string | null;
            }[];
            likeCount: number;
            saveCount: number;
            commentCount: number;
            likedByMe: boolean;
            createdAt: string;
        };
        BlookDetail: {
            id: string;
            title: string;
            author: {
                id: string;
                name: string;
                avatarUrl: string | null;
                followedByMe: boolean;
            };
            categoryId: string;
            subCategoryId: string | null;
            columns: number;
            rows: number;
            likeCount: number;
            saveCount: number;
            commentCount: number;
            likedByMe: boolean;
            createdAt: string;
            category: {
                id: string;
                name: {
                    vi: string;
                    en: string;
                    ko: string;
                };
            };
            subCategory: {
                id: string;
                name: {
                    vi: string;
                    en: string;
                    ko: string;
                };
            } | null;
            templateId: string;
            items: {
                /** @enum {string} */
                slot: "top" | "bottom" | "dress" | "outerwear" | "shoes" | "bag" | "accessory" | "beauty";
                x: number;
                y: number;
                w: number;
                h: number;
                productId: string;
                variantId: string | null;
                variantLabel: string | null;
                /** @description The author bought this product in a completed order (verified purchase) */
                boughtByAuthor: boolean;
                product: {
                    name: string;
                    imageUrl: string | null;
                    imageSrcSet: string | null;
                    /** @description Whole dong */
                    price: number;
                    /** @description Whole dong */
                    salePrice: number | null;
                    stock: number;
                    /** @description Listed and buyable now */
                    onSale: boolean;
                    shopId: string;
                    shopName: string;
                };
            }[];
            savedByMe: boolean;
            isMine: boolean;
            /** @enum {string} */
            status: "published" | "removed";
            /** @description Only for the author */
            removedReason: string | null;
        };
        BlookComment: {
            id: string;
            author: {
                id: string;
                name: string;
                avatarUrl: string | null;
            };
            content: string;
            imageUrls: string[];
            isMine: boolean;
            createdAt: string;
        };
        BlogPage: {
            data: components["schemas"]["BlogCard"][];
            page: number;
            limit: number;
            total: number;
        };
        BlogCard: {
            id: string;
            slug: string;
            title: string;
            excerpt: string;
            cover: {
                url: string;
                srcSet: string;
            } | null;
            category: components["schemas"]["BlogCategory"];
            readingMinutes: number;
            publishedAt: string;
        };
        BlogCategory: {
            id: string;
            slug: string;
            name: string;
        } | null;
        BlogArticle: {
            id: string;
            slug: string;
            title: string;
            excerpt: string;
            cover: {
                url: string;
                srcSet: string;
            } | null;
            category: components["schemas"]["BlogCategory"];
            authorName: string | null;
            readingMinutes: number;
            publishedAt: string | null;
            updatedAt: string;
            blocks: components["schemas"]["BlogBlock"][];
        };
        BlogBlock: {
            /** @enum {string} */
            type: "paragraph";
            text: string;
        } | {
            /** @enum {string} */
            type: "heading";
            text: string;
        } | {
            /** @enum {string} */
            type: "image";
            key: string;
            caption: string;
            url: string;
            srcSet: string;
        } | {
            /** @enum {string} */
            type: "product";
            productId: string;
            product: components["schemas"]["ProductCard"] | null;
        };
        ProductCard: {
            id: string;
            name: string;
            imageUrl: string | null;
            imageSrcSet: string | null;
            /** @description Whole dong */
            price: number;
            /** @description Whole dong */
            salePrice: number | null;
            discountPercent: number;
            soldCount: number;
            ratingAvg: number;
            ratingCount: number;
            shopId: string;
            shopName: string;
            /** @enum {string} */
            shopCountry: "VN" | "KO";
            freeShipping: boolean;
        };
        AdminBlogList: {
            data: components["schemas"]["AdminBlogRow"][];
            page: number;
            limit: number;
            total: number;
        };
        AdminBlogRow: {
            id: string;
            title: string;
            cover: {
                url: string;
                srcSet: string;
            } | null;
            category: components["schemas"]["BlogCategory"];
            /** @enum {string} */
            phase: "draft" | "scheduled" | "published";
            publishAt: string | null;
            updatedAt: string;
        };
        BlogPictureUpload: {
            /** @description Send as coverKey or an image block key */
            key: string;
            url: string;
        };
        AdminBlogArticle: components["schemas"]["BlogArticle"] & {
            /** @enum {string} */
            status: "draft" | "published";
            /** @enum {string} */
            phase: "draft" | "scheduled" | "published";
            publishAt: string | null;
            coverKey: string | null;
            categoryId: string | null;
            createdAt: string;
        };
        HashtagSuggestions: {
            items: {
                tag: string;
                postCount: number;
            }[];
        };
        CommunityFeedPage: {
            items: components["schemas"]["CommunityPost"][];
            nextCursor: string | null;
        };
        CommunityPost: {
            id: string;
            /** @enum {string} */
            kind: "look" | "review" | "question";
            content: string;
            hashtags: string[];
            author: {
                id: string;
                name: string;
                avatarUrl: string | null;
            };
            shop: {
                id: string;
                name: string;
                logoUrl: string | null;
            } | null;
            images: {
                key: string;
                url: string;
                smallUrl: string;
                width?: number;
                height?: number;
            }[];
            video: {
                url: string;
                posterUrl: string | null;
                seconds: number | null;
            } | null;
            /** @enum {string|null} */
            bodyShape: "hourglass" | "pear" | "apple" | "rectangle" | "inverted_triangle" | null;
            heightCm: number | null;
            weightKg: number | null;
            productTags: components["schemas"]["CommunityPostProductTag"][];
            mentions: {
                /** @enum {string} */
                kind: "user" | "shop";
                id: string;
                name: string;
            }[];
            likeCount: number;
            replyCount: number;
            saveCount: number;
            shareCount: number;
            likedByMe: boolean;
            savedByMe: boolean;
            isMine: boolean;
            /** @enum {string} */
            status: "published" | "removed";
            removedReason: string | null;
            editCount: number;
            createdAt: string;
            updatedAt: string;
        };
        CommunityPostProductTag: {
            id: string;
            productId: string;
            variantId: string | null;
            imageIndex: number;
            x: number;
            y: number;
            product: {
                name: string;
                imageUrl: string | null;
                price: number;
                salePrice: number | null;
                shopId: string;
                shopName: string;
                inStock: boolean;
            };
            purchase: {
                variantLabel: string;
                heightCm: number | null;
                weightKg: number | null;
            } | null;
        };
        CommunityWall: {
            id: string;
            name: string;
            avatarUrl: string | null;
            bio: string;
            /** @enum {string|null} */
            bodyShape: "hourglass" | "pear" | "apple" | "rectangle" | "inverted_triangle" | null;
            heightCm: number | null;
            weightKg: number | null;
            followerCount: number;
            followingCount: number;
            postCount: number;
            followedByMe: boolean;
            isMe: boolean;
            settings: {
                showBodyShape: boolean;
                showMeasurements: boolean;
                /** @enum {string|null} */
                bodyShape: "hourglass" | "pear" | "apple" | "rectangle" | "inverted_triangle" | null;
            } | null;
            shop: {
                id: string;
                name: string;
                logoUrl: string | null;
            } | null;
        };
        CommunityFollowAccount: {
            /** @enum {string} */
            kind: "user" | "shop";
            id: string;
            name: string;
            avatarUrl: string | null;
            followedByMe: boolean;
            isMe: boolean;
        };
        CommunityMentionSuggestion: {
            /** @enum {string} */
            kind: "user" | "shop";
            id: string;
            name: string;
            avatarUrl: string | null;
        };
        ContentReportReceipt: {
            id: string;
            /** @enum {string} */
            status: "open" | "resolved";
            createdAt: string;
        };
        ReportQueue: {
            /** @enum {string} */
            status: "open" | "resolved";
            items: components["schemas"]["ReportQueueItem"][];
            page: number;
            pageSize: number;
            total: number;
        };
        ReportQueueItem: {
            /** @enum {string} */
            targetType: "post" | "reply" | "blook";
            targetId: string;
            /** @enum {string} */
            contentStatus: "published" | "removed" | "deleted";
            removedReason: string | null;
            text: string;
            title: string | null;
            imageUrl: string | null;
            postId: string | null;
            author: {
                id: string;
                name: string;
                avatarUrl: string | null;
            } | null;
            reportCount: number;
            reasons: {
                /** @enum {string} */
                reason: "spam" | "offensive" | "scam" | "nudity" | "harassment" | "other";
                count: number;
            }[];
            notes: string[];
            firstReportedAt: string;
            lastReportedAt: string;
            resolvedAt: string | null;
        };
        ContentRefusalLog: {
            items: components["schemas"]["ContentRefusal"][];
            page: number;
            pageSize: number;
            total: number;
        };
        ContentRefusal: {
            id: string;
            /** @enum {string} */
            targetType: "post" | "reply" | "blook";
            content: string;
            matched: string[];
            author: {
                id: string;
                name: string;
                avatarUrl: string | null;
            };
            authorRefusals: number;
            createdAt: string;
        };
        ModerationDecision: {
            /** @enum {string} */
            targetType: "post" | "reply" | "blook";
            targetId: string;
            /** @enum {string} */
            contentStatus: "published" | "removed";
        };
        CommunityPostMedia: {
            /** @enum {string} */
            kind: "image" | "video";
            key: string;
            previewUrl: string;
            posterUrl?: string | null;
            seconds?: number;
        };
        CommunityPostOpenGraph: {
            authorName: string;
            shopName: string | null;
            description: string;
            imageUrl: string | null;
            videoUrl: string | null;
        };
        CommunityPostCounts: {
            likeCount: number;
            saveCount: number;
            shareCount: number;
            likedByMe: boolean;
            savedByMe: boolean;
        };
        CommunitySavedPostsPage: {
            data: components["schemas"]["CommunityPost"][];
            page: number;
            limit: number;
            total: number;
        };
        CommunityReplyPage: {
            items: components["schemas"]["CommunityReply"][];
            nextCursor: string | null;
        };
        CommunityReply: {
            id: string;
            postId: string;
            parentReplyId: string | null;
            author: {
                id: string;
                name: string;
                avatarUrl: string | null;
            };
            content: string;
            images: {
                key: string;
                url: string;
                smallUrl: string;
            }[];
            likeCount: number;
            likedByMe: boolean;
            isMine: boolean;
            edited: boolean;
            /** @enum {string} */
            status: "published" | "removed";
            removedReason: string | null;
            createdAt: string;
            updatedAt: string;
        };
        ShopFeedbackPage: {
            shop: {
                id: string;
                name: string;
                logoUrl: string | null;
            };
            summary: components["schemas"]["ShopFeedbackSummary"];
            viewer: {
                /** @enum {string} */
                canWrite: "allowed" | "own_shop" | "no_completed_order" | "signed_out";
                isShopOwner: boolean;
                mine: components["schemas"]["ShopFeedback"];
            };
            data: components["schemas"]["ShopFeedback"][];
            page: number;
            limit: number;
            total: number;
        };
        ShopFeedbackSummary: {
            average: number;
            count: number;
            /** @description Counts for 1 to 5 stars, in that order */
            distribution: number[];
        };
        ShopFeedback: {
            id: string;
            rating: number;
            content: string;
            images: {
                key: string;
                url: string;
                largeUrl: string;
            }[];
            author: {
                id: string;
                name: string;
                avatarUrl: string | null;
            };
            reply: string | null;
            repliedAt: string | null;
            createdAt: string;
            updatedAt: string;
            isMine: boolean;
        } | null;
        ShopTheLook: {
            source: {
                /** @enum {string} */
                kind: "post" | "blook";
                id: string;
            };
            items: components["schemas"]["LookProduct"][];
        };
        LookProduct: {
            productId: string;
            name: string;
            imageUrl: string | null;
            shop: {
                id: string;
                name: string;
            };
            options: {
                name: string;
                values: string[];
            }[];
            variants: {
                id: string;
                optionValues: {
                    name: string;
                    value: string;
                }[];
                /** @description The regular price (VND) */
                price: number;
                /** @description What one unit costs now when lower: a running promotion or the sale price */
                salePrice: number | null;
                /** @description Units that may be put in the cart now (0: sold out) */
                stock: number;
                soldOut: boolean;
            }[];
            /** @description The variant put forward for this buyer; null when nothing can be bought */
            recommended: {
                variantId: string;
                /**
                 * @description size: the buyer's body measurements chose this size from the size chart; tagged: the author's variant; firstInStock: the first one that can be bought
                 * @enum {string}
                 */
                reason: "size" | "tagged" | "firstInStock";
                size: string | null;
            } | null;
        };
        ShopTheLookAdded: {
            added: {
                productId: string;
                variantId: string;
                quantity: number;
            }[];
            cartCount: number;
            /** @description The Idempotency-Key was used with these lines already: nothing was added again */
            replayed: boolean;
        };
        ShopTheLookLines: {
            lines: {
                /** Format: uuid */
                productId: string;
                /** Format: uuid */
                variantId: string;
                quantity: number;
            }[];
        };
        ProductPostsPage: {
            items: components["schemas"]["CommunityPost"][];
            nextCursor: string | null;
            /** @description similarBody was asked but the viewer has no height or weight yet (empty list) */
            measurementsMissing: boolean;
        };
        OutboxMessage: {
            id: string;
            /** @enum {string} */
            channel: "email" | "sms";
            recipient: string;
            subject: string | null;
            body: string;
            html: string | null;
            template: string;
            /** @enum {string} */
            status: "pending" | "sent" | "failed";
            attempts: number;
            nextAttemptAt: string;
            lastError: string | null;
            createdAt: string;
            sentAt: string | null;
        };
        ProductExport: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            format: "xlsx" | "csv";
            /** @enum {string|null} */
            statusFilter: "draft" | "pending" | "approved" | "rejected" | "hidden" | null;
            rowCount: number;
            sizeBytes: number;
            createdAt: string;
            /** @description The file is deleted at this time (30 days after creation) */
            expiresAt: string;
            downloadUrl: string;
        };
        ProductImport: {
            /** Format: uuid */
            id: string;
            fileName: string;
            /** @enum {string} */
            status: "queued" | "validating" | "importing" | "done" | "failed";
            totalRows: number;
            /** @description Rows validated so far (progress) */
            processedRows: number;
            createdProducts: number;
            /** @description Why the whole file failed, in the user language */
            failure: string | null;
            errors: {
                /** @description The spreadsheet row number, as Excel shows it */
                row: number;
                column: string | null;
                columnLabel: string | null;
                message: string;
            }[];
            createdAt: string;
            finishedAt: string | null;
        };
        BulkEditRows: {
            data: {
                /** Format: uuid */
                id: string;
                name: string;
                /** @enum {string} */
                status: "draft" | "pending" | "approved" | "rejected" | "hidden";
                imageUrl: string | null;
                priceLock: {
                    applies: boolean;
                    allowed: boolean;
                    allowedFrom: string | null;
                    changesLeft: number;
                };
                variants: {
                    /** Format: uuid */
                    id: string;
                    label: string;
                    sku: string | null;
                    price: number;
                    salePrice: number | null;
                    stock: number;
                    isActive: boolean;
                }[];
            }[];
            total: number;
            page: number;
            pageSize: number;
        };
        ProductDetail: {
            id: string;
            slug: string;
            name: string;
            description: string;
            categoryId: string;
            price: {
                /** @description Whole dong */
                min: number;
                /** @description Whole dong */
                max: number;
            };
            salePrice: {
                /** @description Whole dong */
                min: number;
                /** @description Whole dong */
                max: number;
            } | null;
            discountPercent: number;
            stock: number;
            soldCount: number;
            ratingAvg: number;
            ratingCount: number;
            viewCount: number;
            likeCount: number;
            freeShipping: boolean;
            isPreOrder: boolean;
            listed: boolean;
            images: {
                url: string;
                srcSet: string;
                thumbUrl: string;
                optionValue: string | null;
            }[];
            options: {
                name: string;
                values: {
                    value: string;
                    image: {
                        url: string;
                        srcSet: string;
                        thumbUrl: string;
                    } | null;
                }[];
            }[];
            variants: {
                id: string;
                optionValues: {
                    name: string;
                    value: string;
                }[];
                /** @description Whole dong */
                price: number;
                /** @description Whole dong */
                salePrice: number | null;
                stock: number;
                soldOut: boolean;
            }[];
            attributes: {
                /** @enum {string} */
                gender?: "male" | "female" | "unisex";
                brand?: string;
                style?: string;
                pattern?: string;
                collar?: string;
                season?: string;
                bodyShape?: string;
                origin?: string;
                material?: string;
                sleeveStyle?: string;
            };
            logistics: {
                weightGrams: number;
                packageLengthCm: number | null;
                packageWidthCm: number | null;
                packageHeightCm: number | null;
                preparationDays: number;
            };
            returnTerms: {
                days: number;
                conditions: ("defective" | "wrong_item" | "not_as_described" | "damaged_in_transit")[];
            };
            descriptionImages: {
                url: string;
                srcSet: string;
                thumbUrl: string;
            }[];
            videoUrl: string | null;
            link: string | null;
            sizeChart: {
                name: string;
                /** @enum {string} */
                type: "top" | "bottom" | "dress" | "underwear" | "shoes" | "other";
                attributeIds: number[];
                rows: {
                    sizeName: string;
                    values: {
                        /** @description SIZE_ATTRIBUTES id (1 chest … 10 length) */
                        attributeId: number;
                        min: number;
                        max: number;
                    }[];
                }[];
            } | null;
            sizeDetails: {
                sizeName: string;
                heightMinCm: number;
                heightMaxCm: number;
                weightMinKg: number;
                weightMaxKg: number;
            }[];
            sizeRecommendation: {
                /** @enum {string} */
                kind: "fits";
                size: string;
                reasons: {
                    /** @enum {string} */
                    attribute: "chest" | "upperWaist" | "lowerWaist" | "hip" | "shoulderWidth" | "shirtLength" | "trouserLength" | "height" | "weight";
                    value: number;
                    range: [
                        number,
                        number
                    ];
                    /** @enum {string} */
                    fit: "within" | "below" | "above";
                }[];
            } | {
                /** @enum {string} */
                kind: "between";
                size: string;
                smaller: string;
                reasons: {
                    /** @enum {string} */
                    attribute: "chest" | "upperWaist" | "lowerWaist" | "hip" | "shoulderWidth" | "shirtLength" | "trouserLength" | "height" | "weight";
                    value: number;
                    range: [
                        number,
                        number
                    ];
                    /** @enum {string} */
                    fit: "within" | "below" | "above";
                }[];
            } | {
                /** @enum {string} */
                kind: "smallest";
                size: string;
                reasons: {
                    /** @enum {string} */
                    attribute: "chest" | "upperWaist" | "lowerWaist" | "hip" | "shoulderWidth" | "shirtLength" | "trouserLength" | "height" | "weight";
                    value: number;
                    range: [
                        number,
                        number
                    ];
                    /** @enum {string} */
                    fit: "within" | "below" | "above";
                }[];
            } | {
                /** @enum {string} */
                kind: "tooLarge";
                size: string;
                reasons: {
                    /** @enum {string} */
                    attribute: "chest" | "upperWaist" | "lowerWaist" | "hip" | "shoulderWidth" | "shirtLength" | "trouserLength" | "height" | "weight";
                    value: number;
                    range: [
                        number,
                        number
                    ];
                    /** @enum {string} */
                    fit: "within" | "below" | "above";
                }[];
            } | {
                /** @enum {string} */
                kind: "none";
                /** @enum {string} */
                why: "noChart" | "noMeasurements" | "noCommonMeasures";
            } | null;
            shop: {
                id: string;
                name: string;
                logoUrl: string | null;
                /** @enum {string} */
                country: "VN" | "KO";
                ratingAvg: number;
                ratingCount: number;
                followerCount: number;
                productCount: number;
                isFollowed: boolean;
                /** @description Pause mode: the shop is on vacation and nothing can be bought */
                isPaused: boolean;
            };
            isFavourite: boolean;
            reviewSummary: {
                average: number;
                count: number;
                countByStar: {
                    1: number;
                    2: number;
                    3: number;
                    4: number;
                    5: number;
                };
                withPhotos: number;
                withMedia: number;
            };
            topReviews: components["schemas"]["ProductReview"][];
            related: components["schemas"]["ProductCard"][];
            breadcrumb: {
                id: string;
                slug: string;
                name: string;
            }[];
        };
        ProductReview: {
            id: string;
            /** @example N****n */
            reviewerName: string;
            rating: number;
            comment: string;
            variantLabel: string | null;
            photoUrls: string[];
            photoFullUrls: string[];
            createdAt: string;
            variantId: string | null;
            videoUrl: string | null;
            /** @enum {string|null} */
            fit: "small" | "true_to_size" | "large" | null;
            /** @description Only when the buyer shared it */
            heightCm: number | null;
            /** @description Only when the buyer shared it */
            weightKg: number | null;
            edited: boolean;
            sellerReply: string | null;
            sellerRepliedAt: string | null;
        };
        ProductReviewPage: {
            items: components["schemas"]["ProductReview"][];
            page: number;
            pageSize: number;
            total: number;
            /** @description With likeMe: the viewer's height and weight, or null without them (no items then) */
            viewerBody?: {
                heightCm: number;
                weightKg: number;
            } | null;
        };
        Presence: {
            userId: string;
            online: boolean;
            /** @description Newest mark of any device; null if never seen */
            lastSeenAt: string | null;
        };
        Profile: {
            /** Format: uuid */
            _id: string;
            avatar: string | null;
            /** @description The display name; the product has one name field */
            userName: string;
            fullName: string;
            /** @example 1995-03-02 */
            birthDate: string | null;
            /** @enum {string|null} */
            gender: "male" | "female" | "other" | null;
            email: string | null;
            email_verified: boolean;
            /** @example +84912345678 */
            phone: string | null;
            /** @example (+84) 912 345 678 */
            phoneDisplay: string | null;
            phone_verified: boolean;
            idNumber: string | null;
            taxCode: string | null;
            bank: {
                name: string | null;
                account: string | null;
                branch: string | null;
            };
            bankName: string | null;
            bankAccount: string | null;
            bankBranch: string | null;
            roles: string[];
            /** @description The shop (_id, is_approved) once the user sells */
            shop: null;
            /** @description Affiliate KOL details once approved */
            kol_info: null;
            bodyMeasurements: components["schemas"]["BodyMeasurements"];
            /** @enum {string} */
            language: "vi" | "en" | "ko";
            /** @enum {string} */
            country: "VN" | "KO";
        };
        /** @description Height in cm, weight in kg, the rest in cm */
        BodyMeasurements: {
            height?: number;
            weight?: number;
            chest?: number;
            upperWaist?: number;
            lowerWaist?: number;
            hip?: number;
            shoulder?: number;
            buttocks?: number;
            topLength?: number;
            pantsLength?: number;
        };
        PromotionProgram: {
            id: string;
            name: string;
            /** @enum {string} */
            kind: "flash_sale" | "product" | "variant";
            shop: {
                id: string;
                name: string;
                logoUrl: string | null;
            } | null;
            coverUrl: string | null;
            /** Format: date-time */
            startsAt: string;
            /** Format: date-time */
            endsAt: string;
            /** @enum {string} */
            state: "running" | "upcoming";
            itemCount: number;
            items: {
                product: components["schemas"]["ProductCard"];
                /** @description Whole dong */
                programPrice: number;
                stock: number;
                soldCount: number;
                stockLeft: number;
                perOrderLimit: number | null;
            }[];
        };
        ReturnRequest: {
            id: string;
            orderId: string;
            orderCode: string;
            shopName: string;
            /** @enum {string} */
            status: "awaiting_review" | "goods_returning" | "refund_in_transit" | "buyer_cancelled" | "seller_rejected" | "complaint_resolved" | "refund_successful";
            reason: string;
            description: string;
            items: {
                orderItemId: string;
                productName: string;
                variantLabel: string;
                quantity: number;
                unitPrice: number;
            }[];
            media: {
                key: string;
                url: string;
            }[];
            amountRequested: number | null;
            /** @description What the buyer paid for the returned units (after vouchers) */
            itemsPaid: number;
            /** @description The policy maximum: 100%, or 200% for fake goods */
            amountComputed: number;
            refundAmount: number;
            refundIssued: boolean;
            sellerRejectReason: string | null;
            sellerRejectPhotoUrl: string | null;
            sellerRejectEmail: string | null;
            returnTrackingCode: string | null;
            refunds: {
                id: string;
                /** @enum {string} */
                method: "provider" | "bank_transfer";
                provider: string | null;
                amount: number;
                /** @enum {string} */
                status: "pending" | "succeeded" | "failed";
                failureCode: string | null;
                bankDetails: {
                    bankName: string | null;
                    bankAccount: string | null;
                    bankBranch: string | null;
                    accountHolder: string | null;
                } | null;
            }[];
            /** @description The events the caller may send now */
            actions: string[];
            createdAt: string;
            updatedAt: string;
        };
        PendingReviewLine: {
            orderItemId: string;
            orderId: string;
            orderCode: string;
            productId: string;
            productName: string;
            variantLabel: string;
            quantity: number;
            imageUrl: string | null;
            completedAt: string;
        };
        MyReview: {
            id: string;
            orderItemId: string | null;
            productId: string;
            productName: string;
            productImageUrl: string | null;
            variantLabel: string | null;
            rating: number;
            comment: string;
            photoKeys: string[];
            photoUrls: string[];
            videoKey: string | null;
            videoUrl: string | null;
            /** @enum {string|null} */
            fit: "small" | "true_to_size" | "large" | null;
            heightCm: number | null;
            weightKg: number | null;
            editCount: number;
            canEdit: boolean;
            editDeadline: string;
            sellerReply: string | null;
            sellerRepliedAt: string | null;
            createdAt: string;
            updatedAt: string;
        };
        SearchResult: {
            items: components["schemas"]["ProductCard"][];
            page: number;
            pageSize: number;
            /** @description Matches, counted up to LIMITS.search.totalCountCap */
            total: number;
            /** @description true: there are more matches than `total` ("1000+") */
            totalIsCapped: boolean;
            /** @enum {string} */
            sort: "relevance" | "newest" | "best_selling" | "price_asc" | "price_desc";
            /** @description Set when the words as typed found nothing and a corrected query did */
            correctedQuery: string | null;
            facets: {
                brands: {
                    value: string;
                    count: number;
                }[];
                categories: {
                    id: string;
                    name: {
                        vi: string;
                        en: string;
                        ko: string;
                    };
                    count: number;
                }[];
            };
        };
        SearchSuggestions: {
            queries: string[];
            categories: {
                id: string;
                name: {
                    vi: string;
                    en: string;
                    ko: string;
                };
            }[];
            shops: {
                id: string;
                name: string;
                logoUrl: string | null;
            }[];
        };
        TrendingKeywords: {
            keywords: string[];
        };
        RecentSearches: {
            queries: string[];
        };
        SellerDashboard: {
            todo: {
                toConfirm: number;
                toHandOver: number;
                inDelivery: number;
                cancellationRequests: number;
                returnRequests: number;
                soldOut: number;
                pendingReview: number;
            };
            today: {
                /** @description Sum of goods_total − shop_discount of counted orders (dong) */
                revenue: number;
                orders: number;
                /** @description Distinct buyers (accounts or guests) */
                buyers: number;
                /** @description Product page views of the shop */
                views: number;
                units: number;
                averageOrderValue: number;
                /** @description orders ÷ views in percent; null without views */
                conversionRate: number | null;
            };
            yesterday: {
                /** @description Sum of goods_total − shop_discount of counted orders (dong) */
                revenue: number;
                orders: number;
                /** @description Distinct buyers (accounts or guests) */
                buyers: number;
                /** @description Product page views of the shop */
                views: number;
                units: number;
                averageOrderValue: number;
                /** @description orders ÷ views in percent; null without views */
                conversionRate: number | null;
            };
            changes: {
                /** @description Percent change; null when the previous figure is 0 */
                revenue: number | null;
                /** @description Percent change; null when the previous figure is 0 */
                orders: number | null;
                /** @description Percent change; null when the previous figure is 0 */
                buyers: number | null;
                /** @description Percent change; null when the previous figure is 0 */
                views: number | null;
                /** @description Percent change; null when the previous figure is 0 */
                averageOrderValue: number | null;
                /** @description Percent change; null when the previous figure is 0 */
                conversionRate: number | null;
            };
            last30: {
                /** @description YYYY-MM-DD: the day, the Monday of the week or the 1st of the month */
                bucket: string;
                revenue: number;
                orders: number;
                buyers: number;
                views: number;
                units: number;
            }[];
            timeZone: string;
            day: string;
        };
        SellerAnalyticsOverview: {
            timeZone: string;
            /** @enum {string} */
            granularity: "day" | "week" | "month";
            period: {
                from: string;
                to: string;
                days: number;
            };
            previousPeriod: {
                from: string;
                to: string;
            };
            totals: {
                /** @description Sum of goods_total − shop_discount of counted orders (dong) */
                revenue: number;
                orders: number;
                /** @description Distinct buyers (accounts or guests) */
                buyers: number;
                /** @description Product page views of the shop */
                views: number;
                units: number;
                averageOrderValue: number;
                /** @description orders ÷ views in percent; null without views */
                conversionRate: number | null;
            };
            previousTotals: {
                /** @description Sum of goods_total − shop_discount of counted orders (dong) */
                revenue: number;
                orders: number;
                /** @description Distinct buyers (accounts or guests) */
                buyers: number;
                /** @description Product page views of the shop */
                views: number;
                units: number;
                averageOrderValue: number;
                /** @description orders ÷ views in percent; null without views */
                conversionRate: number | null;
            };
            changes: {
                /** @description Percent change; null when the previous figure is 0 */
                revenue: number | null;
                /** @description Percent change; null when the previous figure is 0 */
                orders: number | null;
                /** @description Percent change; null when the previous figure is 0 */
                buyers: number | null;
                /** @description Percent change; null when the previous figure is 0 */
                views: number | null;
                /** @description Percent change; null when the previous figure is 0 */
                averageOrderValue: number | null;
                /** @description Percent change; null when the previous figure is 0 */
                conversionRate: number | null;
            };
            series: {
                /** @description YYYY-MM-DD: the day, the Monday of the week or the 1st of the month */
                bucket: string;
                revenue: number;
                orders: number;
                buyers: number;
                views: number;
                units: number;
            }[];
            topByRevenue: {
                productId: string;
                name: string;
                imageUrl: string | null;
                units: number;
                revenue: number;
                orders: number;
            }[];
            topByUnits: {
                productId: string;
                name: string;
                imageUrl: string | null;
                units: number;
                revenue: number;
                orders: number;
            }[];
        };
        SellerPerformance: {
            timeZone: string;
            period: {
                from: string;
                to: string;
                days: number;
            };
            placedOrders: number;
            cancelledOrders: number;
            cancelledBySeller: number;
            /** @description Percent, one decimal; null when nothing to divide by */
            cancellationRate: number | null;
            /** @description Percent, one decimal; null when nothing to divide by */
            sellerCancellationRate: number | null;
            handedOver: number;
            lateHandOver: number;
            /** @description Percent, one decimal; null when nothing to divide by */
            lateHandOverRate: number | null;
            countedOrders: number;
            returnRequests: number;
            /** @description Percent, one decimal; null when nothing to divide by */
            returnRate: number | null;
            reviews: number;
            averageRating: number | null;
        };
        SellerOrderRow: {
            id: string;
            code: string;
            /** @enum {string} */
            status: "pending" | "awaiting_confirmation" | "awaiting_pickup" | "shipping" | "delivered" | "cancellation_pending" | "cancelled" | "return_refund";
            /** @enum {string} */
            paymentStatus: "unpaid" | "paid" | "cod" | "refunded" | "voided";
            /** @enum {string} */
            paymentMethod: "CASH" | "EWALLET" | "VNPAYQR" | "ATM" | "VISA" | "MASTERCARD" | "JCB" | "AMEX";
            /** @enum {string} */
            shippingMethod: "self" | "ghn" | "ghtk";
            buyerName: string;
            total: number;
            createdAt: string;
            waybillCode: string | null;
            completed: boolean;
            items: {
                productName: string;
                variantLabel: string;
                quantity: number;
                unitPrice: number;
                image: string | null;
            }[];
            /** @description The order events the seller may send now (core availableEvents(state, 'seller')): the buttons to show */
            actions: ("payment_confirmed" | "payment_expired" | "seller_confirm" | "seller_cancel" | "buyer_cancel" | "buyer_request_cancel" | "seller_accept_cancel" | "seller_refuse_cancel" | "shipped" | "delivered" | "delivery_returned" | "buyer_confirm_receipt" | "auto_complete" | "buyer_request_return" | "return_closed" | "refund_completed" | "admin_cancel")[];
        };
        SellerOrderDetail: {
            id: string;
            code: string;
            /** @enum {string} */
            status: "pending" | "awaiting_confirmation" | "awaiting_pickup" | "shipping" | "delivered" | "cancellation_pending" | "cancelled" | "return_refund";
            /** @enum {string} */
            paymentStatus: "unpaid" | "paid" | "cod" | "refunded" | "voided";
            /** @enum {string} */
            paymentMethod: "CASH" | "EWALLET" | "VNPAYQR" | "ATM" | "VISA" | "MASTERCARD" | "JCB" | "AMEX";
            /** @enum {string} */
            shippingMethod: "self" | "ghn" | "ghtk";
            express: boolean;
            completed: boolean;
            createdAt: string;
            paidAt: string | null;
            deliveredAt: string | null;
            completedAt: string | null;
            deliveryFrom: string | null;
            deliveryTo: string | null;
            buyer: {
                name: string;
                guest: boolean;
            };
            recipient: {
                name: string;
                /** @description Shown in full while the seller has the parcel to send; else masked to the last two digits */
                phone: string;
                phoneMasked: boolean;
                line: string;
                /** @enum {string} */
                country: "VN" | "KO";
            };
            pickup: {
                name: string;
                /** @description Shown in full while the seller has the parcel to send; else masked to the last two digits */
                phone: string;
                phoneMasked: boolean;
                line: string;
                /** @enum {string} */
                country: "VN" | "KO";
            };
            items: {
                id: string;
                productId: string;
                productName: string;
                variantLabel: string;
                image: string | null;
                quantity: number;
                originalPrice: number;
                unitPrice: number;
                lineTotal: number;
            }[];
            money: {
                goodsTotal: number;
                shippingFee: number;
                shopDiscount: number;
                platformDiscount: number;
                shippingDiscount: number;
                total: number;
                taxVat: number;
                taxPit: number;
                /** @description What the seller receives for the order (fees, withholding, shipping and refunded returns taken into account), as the revenue pages show it; pending until the order is completed; null when the order earns nothing */
                payout: {
                    /** @enum {string} */
                    state: "pending" | "settled";
                    net: number;
                } | null;
                /** @description Cash the courier collects (cash on delivery), else 0 */
                codAmount: number;
            };
            waybillCode: string | null;
            trackingCode: string | null;
            trackingUrl: string | null;
            buyerNote: string | null;
            sellerNote: string | null;
            cancelReason: string | null;
            /** @enum {string|null} */
            cancelledBy: "buyer" | "seller" | "system" | "admin" | "carrier" | null;
            cancelRequestReason: string | null;
            history: {
                /** @enum {string} */
                status: "pending" | "awaiting_confirmation" | "awaiting_pickup" | "shipping" | "delivered" | "cancellation_pending" | "cancelled" | "return_refund";
                statusId: number;
                /** @enum {string} */
                actor: "buyer" | "seller" | "system" | "admin" | "carrier";
                note: string | null;
                actionTime: string;
            }[];
            /** @description The order events the seller may send now (core availableEvents(state, 'seller')): the buttons to show */
            actions: ("payment_confirmed" | "payment_expired" | "seller_confirm" | "seller_cancel" | "buyer_cancel" | "buyer_request_cancel" | "seller_accept_cancel" | "seller_refuse_cancel" | "shipped" | "delivered" | "delivery_returned" | "buyer_confirm_receipt" | "auto_complete" | "buyer_request_return" | "return_closed" | "refund_completed" | "admin_cancel")[];
            /** @description Awaiting pickup and not handed over yet: POST /seller/orders/{id}/ship is the next step */
            canHandOver: boolean;
            buyerRating: {
                rating: {
                    stars: number;
                    comment: string | null;
                    createdAt: string;
                } | null;
                canRate: boolean;
                deadline: string | null;
            };
        };
        SellerProductList: {
            data: components["schemas"]["SellerProductRow"][];
            total: number;
            page: number;
            pageSize: number;
            counts: {
                all: number;
                available: number;
                soldOut: number;
                hidden: number;
                draft: number;
                pending: number;
                rejected: number;
            };
        };
        SellerProductRow: {
            id: string;
            name: string;
            /** @description The cover picture, 200 px WebP */
            imageUrl: string | null;
            /** @description Lowest price a buyer pays (sale price when set) */
            priceMin: number;
            priceMax: number;
            originalPriceMin: number;
            originalPriceMax: number;
            stock: number;
            sold: number;
            variantCount: number;
            /** @enum {string} */
            status: "draft" | "pending" | "approved" | "rejected" | "hidden";
            /** @enum {string} */
            tab: "available" | "soldOut" | "hidden" | "draft" | "pending" | "rejected";
            rejectReason: string | null;
            submittedAt: string | null;
            updatedAt: string;
        };
        SellerProductDetail: {
            id: string;
            slug: string;
            /** @enum {string} */
            status: "draft" | "pending" | "approved" | "rejected" | "hidden";
            /** @enum {string} */
            tab: "available" | "soldOut" | "hidden" | "draft" | "pending" | "rejected";
            rejectReason: string | null;
            submittedAt: string | null;
            reviewedAt: string | null;
            createdAt: string;
            updatedAt: string;
            stock: number;
            sold: number;
            /** @description The input fields (PUT takes them back); variants carry their id, read-only */
            product: {
                name: string;
                categoryId: string;
                description: string;
                attributes: {
                    [key: string]: string;
                };
                brand: string | null;
                images: string[];
                videoKey: string | null;
                descriptionImageKeys: string[];
                options: {
                    name: string;
                    values: {
                        value: string;
                        image: string | null;
                    }[];
                }[];
                variants: {
                    id: string;
                    optionValues: {
                        name: string;
                        value: string;
                    }[];
                    sku: string | null;
                    price: number;
                    salePrice: number | null;
                    stock: number;
                }[];
                weightGrams: number | null;
                packageLengthCm: number | null;
                packageWidthCm: number | null;
                packageHeightCm: number | null;
                sizeDetails: {
                    sizeName: string;
                    heightMinCm: number;
                    heightMaxCm: number;
                    weightMinKg: number;
                    weightMaxKg: number;
                }[];
                sizeChartId: string | null;
                preparationDays: number | null;
                returnDays: number | null;
                returnConditions: ("defective" | "wrong_item" | "not_as_described" | "damaged_in_transit")[];
                isPreOrder: boolean;
                link: string | null;
            };
            /** @description Every media key of the product -> its URL (pictures: 400 px WebP) */
            mediaUrls: {
                [key: string]: string;
            };
            priceLock: {
                /** @description False for draft, pending and rejected products */
                applies: boolean;
                allowed: boolean;
                allowedFrom: string | null;
                changesLeft: number;
                changesMax: number;
                lockoutDays: number;
                windowDays: number;
            };
        };
        RevenueRow: {
            orderId: string;
            code: string;
            /** @enum {string} */
            state: "pending" | "settled";
            /** @enum {string} */
            status: "pending" | "awaiting_confirmation" | "awaiting_pickup" | "shipping" | "delivered" | "cancellation_pending" | "cancelled" | "return_refund";
            /** @enum {string} */
            paymentMethod: "CASH" | "EWALLET" | "VNPAYQR" | "ATM" | "VISA" | "MASTERCARD" | "JCB" | "AMEX";
            placedAt: string;
            completedAt: string | null;
            productName: string;
            image: string | null;
            itemCount: number;
            buyerPaid: number;
            goodsRevenue: number;
            fees: number;
            tax: number;
            returnsOffset: number;
            net: number;
        };
        /** @description Of every order of the tab and period, not just the page */
        StatementTotals: {
            orderCount: number;
            goodsTotal: number;
            sellerDiscounts: number;
            platformDiscounts: number;
            goodsRevenue: number;
            shippingNet: number;
            serviceFee: number;
            paymentFee: number;
            feesWaived: number;
            taxVat: number;
            taxPit: number;
            returnsOffset: number;
            net: number;
        };
        RevenueDetail: {
            orderId: string;
            code: string;
            /** @enum {string} */
            state: "pending" | "settled";
            /** @enum {string} */
            status: "pending" | "awaiting_confirmation" | "awaiting_pickup" | "shipping" | "delivered" | "cancellation_pending" | "cancelled" | "return_refund";
            /** @enum {string} */
            paymentMethod: "CASH" | "EWALLET" | "VNPAYQR" | "ATM" | "VISA" | "MASTERCARD" | "JCB" | "AMEX";
            /** @enum {string} */
            shippingMethod: "self" | "ghn" | "ghtk";
            placedAt: string;
            completedAt: string | null;
            /** @description The statement month (YYYY-MM) once settled */
            settlementPeriod: string | null;
            items: {
                id: string;
                productName: string;
                variantLabel: string;
                quantity: number;
                originalPrice: number;
                unitPrice: number;
                lineTotal: number;
            }[];
            breakdown: components["schemas"]["RevenueBreakdown"];
        };
        RevenueBreakdown: {
            goodsTotal: number;
            /** @description Informational: already inside the unit prices */
            promotionSaving: number;
            sellerDiscounts: {
                code: string | null;
                kind: string;
                amount: number;
            }[];
            sellerDiscountTotal: number;
            platformDiscounts: {
                code: string | null;
                kind: string;
                amount: number;
            }[];
            platformDiscountTotal: number;
            goodsRevenue: number;
            shipping: {
                fee: number;
                buyerPaid: number;
                platformSubsidy: number;
                sellerSubsidy: number;
                carrierCost: number;
                net: number;
            };
            buyerPaid: number;
            fees: {
                service: {
                    /** @enum {string} */
                    kind: "service" | "payment";
                    ruleId: string | null;
                    /** @description 1 basis point = 0.01% */
                    rateBasisPoints: number;
                    /** @enum {string|null} */
                    base: "goods_after_seller_discounts" | "buyer_paid" | null;
                    baseAmount: number;
                    /** @description The fee before any waiver */
                    fullAmount: number;
                    /** @description What is charged */
                    amount: number;
                    /** @enum {string|null} */
                    waiver: "first_year" | "no_rule" | null;
                    /** @description The first day (Vietnam) the fee is charged */
                    waivedUntil: string | null;
                    verify: boolean;
                };
                payment: {
                    /** @enum {string} */
                    kind: "service" | "payment";
                    ruleId: string | null;
                    /** @description 1 basis point = 0.01% */
                    rateBasisPoints: number;
                    /** @enum {string|null} */
                    base: "goods_after_seller_discounts" | "buyer_paid" | null;
                    baseAmount: number;
                    /** @description The fee before any waiver */
                    fullAmount: number;
                    /** @description What is charged */
                    amount: number;
                    /** @enum {string|null} */
                    waiver: "first_year" | "no_rule" | null;
                    /** @description The first day (Vietnam) the fee is charged */
                    waivedUntil: string | null;
                    verify: boolean;
                };
            };
            tax: {
                withheld: boolean;
                vat: number;
                pit: number;
            };
            returns: {
                returnedRevenue: number;
                vatOffset: number;
                pitOffset: number;
                extraCompensation: number;
                refundTotal: number;
                offset: number;
            };
            /** @description What the seller is owed for the order (may be negative) */
            net: number;
        };
        SettlementSummary: {
            period: string;
            /** @description The month is over: its statement will not change */
            closed: boolean;
            totals: components["schemas"]["StatementTotals"];
        };
        SettlementDetail: {
            period: string;
            from: string;
            /** @description Exclusive end of the month */
            to: string;
            closed: boolean;
            shop: {
                name: string;
                /** @enum {string} */
                businessType: "personal" | "enterprise";
                taxCode: string | null;
            };
            /** @description Orders placed by the end of the month and not settled yet (carried to a later statement) */
            pendingAtEnd: {
                orderCount: number;
                net: number;
            };
            totals: components["schemas"]["StatementTotals"];
            orders: components["schemas"]["RevenueRow"][];
        };
        FeeRule: {
            id: string;
            /** @enum {string} */
            kind: "service" | "payment";
            rateBasisPoints: number;
            /** @enum {string} */
            base: "goods_after_seller_discounts" | "buyer_paid";
            /** @enum {string} */
            methods: "all" | "online" | "cod";
            effectiveFrom: string;
            waiver: {
                firstYear: boolean;
                requiresRegularSettlement: boolean;
            } | null;
            verify: boolean;
        };
        OrderShipping: {
            orderId: string;
            /** @description The order stage after the call */
            status: string;
            /** @enum {string} */
            shippingMethod: "self" | "ghn" | "ghtk";
            waybillCode: string | null;
            trackingCode: string | null;
            trackingUrl: string | null;
            expectedDelivery: string | null;
            /**
             * @description The shipping-company status (product.md §4); null for self-shipped orders
             * @enum {string|null}
             */
            companyStatus: "not_received" | "received" | "picking" | "pickup_postponed" | "pickup_failed" | "cancelled" | "picked_up" | "delivering" | "delivery_delayed" | "delivery_failed" | "returning" | "delivered_unreconciled" | "returned" | "reconciled" | "compensated" | "other" | null;
        };
        SellerShopCategoryRow: {
            id: string;
            title: string;
            /** @description Shown to buyers (true) or hidden */
            visible: boolean;
            createdAt: string;
            /** @description Products in the category, whatever their status */
            productCount: number;
        };
        SellerPickerProduct: {
            id: string;
            name: string;
            /** @enum {string} */
            status: "draft" | "pending" | "approved" | "rejected" | "hidden";
            /** @description What a buyer pays before vouchers (sale price or price), dong */
            price: number;
            image: string | null;
        };
        SellerShopCategory: components["schemas"]["SellerShopCategoryRow"] & {
            /** @description In display order */
            products: components["schemas"]["SellerPickerProduct"][];
        };
        SellerBannerRow: {
            id: string;
            title: string;
            /** @enum {string} */
            type: "home" | "shop";
            /**
             * @description product.md §4, at the time of the call
             * @enum {string}
             */
            phase: "upcoming" | "running" | "ended";
            /** @description First day shown (YYYY-MM-DD, Vietnam time) */
            startDate: string;
            /** @description Last day shown (YYYY-MM-DD, Vietnam time), included */
            endDate: string;
            startsAt: string;
            endsAt: string;
            link: string | null;
            imageUrl: string;
            coverUrl: string | null;
            productCount: number;
            createdAt: string;
        };
        SellerBanner: components["schemas"]["SellerBannerRow"] & {
            imageKey: string;
            coverKey: string | null;
            /** @description Related products, in order */
            products: components["schemas"]["SellerPickerProduct"][];
        };
        PublicBanner: {
            id: string;
            title: string;
            imageUrl: string;
            coverUrl: string | null;
            link: string | null;
            endsAt: string;
            shop: components["schemas"]["ShopSummary"];
            products: components["schemas"]["ProductCard"][];
        };
        ShopSummary: {
            id: string;
            name: string;
            logoUrl: string | null;
            /** @enum {string} */
            country: "VN" | "KO";
            ratingAvg: number;
            ratingCount: number;
            followerCount: number;
        } | null;
        SellerPromotionList: {
            data: components["schemas"]["SellerPromotionRow"][];
            counts: {
                upcoming: number;
                running: number;
                ended: number;
            };
            total: number;
            page: number;
            pageSize: number;
        };
        SellerPromotionRow: {
            id: string;
            name: string;
            /** @enum {string} */
            kind: "product" | "variant";
            startsAt: string;
            endsAt: string;
            /** @description Set when the seller ended it early */
            endedAt: string | null;
            /** @enum {string} */
            phase: "upcoming" | "running" | "ended";
            itemCount: number;
            /** @description Units sold at the program price, all items */
            soldCount: number;
        };
        SellerPromotionPickerProduct: {
            id: string;
            name: string;
            image: string | null;
            /** @description What a buyer pays now (lowest variant), dong */
            price: number;
            stock: number;
            variants: {
                id: string;
                label: string;
                price: number;
                stock: number;
            }[];
        };
        SellerPromotionDetail: components["schemas"]["SellerPromotionRow"] & {
            coverKey: string | null;
            /** @description The program cover (3:1), if any */
            coverUrl: string | null;
            items: components["schemas"]["SellerPromotionItem"][];
        };
        SellerPromotionItem: {
            productId: string;
            variantId: string | null;
            productName: string;
            variantLabel: string | null;
            image: string | null;
            /** @description The current price a buyer pays without the program */
            originalPrice: number;
            discountedPrice: number;
            discountPercent: number;
            maxDiscount: number | null;
            /** @description What a buyer pays per unit now: originalPrice minus the discount, at most maxDiscount (the cart and checkout charge this) */
            buyerPrice: number;
            /** @description Units at the program price (the product limit) */
            stock: number;
            soldCount: number;
            perOrderLimit: number | null;
            perUserLimit: number | null;
        };
        ShopSettings: {
            info: {
                name: string;
                description: string;
                logoUrl: string | null;
                coverUrl: string | null;
            };
            shipping: {
                shippingMethods: ("self" | "ghn" | "ghtk")[];
                /** @description The owner's saved address flagged as pickup; null: none chosen yet */
                pickupAddressId: string | null;
                /** @description With no pickup address chosen, the registration address the carriers collect from (null: none) */
                pickupFallback: string | null;
                preparationDays: number;
            };
            returnPolicy: {
                returnDays: number;
                returnConditions: ("defective" | "wrong_item" | "not_as_described" | "damaged_in_transit")[];
            };
            payment: {
                paymentMethods: ("CASH" | "EWALLET" | "VNPAYQR" | "ATM" | "VISA" | "MASTERCARD" | "JCB" | "AMEX")[];
            };
            paused: boolean;
            /** @enum {string} */
            country: "VN" | "KO";
            activity: components["schemas"]["SellerActivity"];
        };
        SellerActivity: {
            /** @description The owner's last successful change in the seller centre */
            lastActiveAt: string;
            inactiveDays: number;
            /** @description product.md §8: inactive 7 or more days */
            warning: boolean;
        };
        SizeChartTemplate: {
            /** @enum {string} */
            type: "top" | "bottom" | "dress" | "underwear" | "shoes" | "other";
            /** @description Attribute ids a chart of this type may use */
            allowed: number[];
            /** @description Attribute ids the template fills in */
            columns: number[];
            rows: {
                sizeName: string;
                values: {
                    /** @description One of the ten fixed attribute ids (1 chest ... 10 length) */
                    attributeId: number;
                    /** @description cm */
                    min: number;
                    /** @description cm */
                    max: number;
                }[];
            }[];
        };
        SellerSizeChart: {
            id: string;
            name: string;
            /** @enum {string} */
            type: "top" | "bottom" | "dress" | "underwear" | "shoes" | "other";
            rows: {
                sizeName: string;
                values: {
                    /** @description One of the ten fixed attribute ids (1 chest ... 10 length) */
                    attributeId: number;
                    /** @description cm */
                    min: number;
                    /** @description cm */
                    max: number;
                }[];
            }[];
            /** @description Products of the shop that show this chart */
            productCount: number;
            createdAt: string;
            updatedAt: string;
        };
        ShopRegistration: {
            /** @enum {string} */
            screen: "verify" | "step1" | "step2" | "pending" | "rejected" | "approved";
            verification: {
                phone: {
                    value: string | null;
                    display: string | null;
                    verified: boolean;
                };
                email: {
                    value: string | null;
                    display: string | null;
                    verified: boolean;
                };
                idCard: {
                    idNumber: string;
                    front: {
                        key: string;
                        url: string;
                    } | null;
                    back: {
                        key: string;
                        url: string;
                    } | null;
                    verifiedAt: string;
                } | null;
                complete: boolean;
            };
            application: {
                shopId: string;
                /** @enum {string} */
                status: "submitted" | "pending" | "approved" | "rejected";
                rejectReason: string | null;
                stepReached: number;
                submissionCount: number;
                submittedAt: string | null;
                decidedAt: string | null;
                replyBy: string | null;
                replyByDate: string | null;
                step1: {
                    name: string;
                    isBusiness: boolean;
                    mainCategoryId: string | null;
                    provinceCode: string | null;
                    wardCode: string | null;
                    street: string | null;
                };
                step2: {
                    ownerFullName: string | null;
                    idNumber: string | null;
                    idFront: {
                        key: string;
                        url: string;
                    } | null;
                    idBack: {
                        key: string;
                        url: string;
                    } | null;
                    taxCode: string | null;
                    bankName: string | null;
                    bankAccount: string | null;
                    bankBranch: string | null;
                    /** @enum {string} */
                    businessType: "personal" | "enterprise";
                    licence: {
                        key: string;
                        url: string;
                    } | null;
                    platforms: ("facebook" | "tiktok" | "shopee" | "lazada" | "tiki" | "website" | "other" | "none")[];
                    platformLink: string | null;
                    description: string | null;
                };
            } | null;
            categories: {
                id: string;
                name: string;
            }[];
        };
        Home: {
            /**
             * Format: date-time
             * @description Server time; countdowns start from it
             */
            now: string;
            banners: components["schemas"]["Banner"][];
            flashSale: components["schemas"]["FlashSale"];
            brandsOfMonth: components["schemas"]["BrandOfMonth"][];
            topSellers: components["schemas"]["TopSeller"][];
            recommended: components["schemas"]["ProductCard"][];
        };
        Banner: {
            id: string;
            title: string;
            imageUrl: string;
            imageSrcSet: string;
            link: string | null;
        };
        FlashSale: {
            id: string;
            name: string;
            /** Format: date-time */
            startsAt: string;
            /** Format: date-time */
            endsAt: string;
            items: {
                product: components["schemas"]["ProductCard"];
                /** @description Whole dong */
                programPrice: number;
                discountPercent: number;
                stock: number;
                soldCount: number;
                stockLeft: number;
            }[];
        } | null;
        BrandOfMonth: {
            shop: {
                id: string;
                name: string;
                logoUrl: string | null;
                /** @enum {string} */
                country: "VN" | "KO";
                ratingAvg: number;
                ratingCount: number;
                followerCount: number;
                coverUrl: string | null;
            };
            headline: string | null;
            products: components["schemas"]["ProductCard"][];
        };
        TopSeller: {
            rank: number;
            shop: components["schemas"]["ShopSummary"];
            totalSold: number;
            productCount: number;
            products: components["schemas"]["ProductCard"][];
        };
        CategoryTree: {
            id: string;
            slug: string;
            name: {
                vi: string;
                en: string;
                ko: string;
            };
            imageUrl: string | null;
            children: {
                id: string;
                slug: string;
                name: {
                    vi: string;
                    en: string;
                    ko: string;
                };
                imageUrl: string | null;
                /** @description Always empty: sub-categories have no children */
                children: string[];
            }[];
        }[];
        CategoryPage: {
            category: {
                id: string;
                slug: string;
                name: {
                    vi: string;
                    en: string;
                    ko: string;
                };
                imageUrl: string | null;
            };
            parent: {
                id: string;
                slug: string;
                name: {
                    vi: string;
                    en: string;
                    ko: string;
                };
                imageUrl: string | null;
            } | null;
            children: {
                id: string;
                slug: string;
                name: {
                    vi: string;
                    en: string;
                    ko: string;
                };
                imageUrl: string | null;
            }[];
            products: {
                items: components["schemas"]["ProductCard"][];
                page: number;
                pageSize: number;
                total: number;
                totalIsCapped: boolean;
                /** @enum {string} */
                sort: "relevance" | "newest" | "best_selling" | "price_asc" | "price_desc";
                correctedQuery: string | null;
                facets: {
                    brands: {
                        value: string;
                        count: number;
                    }[];
                    categories: {
                        id: string;
                        name: {
                            vi: string;
                            en: string;
                            ko: string;
                        };
                        count: number;
                    }[];
                };
            };
        };
        ShopPage: {
            shop: {
                id: string;
                name: string;
                logoUrl: string | null;
                /** @enum {string} */
                country: "VN" | "KO";
                ratingAvg: number;
                ratingCount: number;
                followerCount: number;
                coverUrl: string | null;
                coverSrcSet: string | null;
                description: string | null;
                productCount: number;
                /** Format: date-time */
                joinedAt: string;
                isFollowed: boolean;
                isPaused: boolean;
            };
            banners: components["schemas"]["Banner"][];
            collections: components["schemas"]["CollectionSummary"][];
        };
        CollectionSummary: {
            id: string;
            title: string;
            coverUrl: string | null;
            productCount: number;
        };
        ShopProducts: {
            items: components["schemas"]["ProductCard"][];
            page: number;
            pageSize: number;
            total: number;
            /** @enum {string} */
            sort: "popular" | "newest" | "best_selling" | "price_asc" | "price_desc";
        };
        Collection: {
            id: string;
            title: string;
            coverUrl: string | null;
            shop: components["schemas"]["ShopSummary"];
            products: {
                items: components["schemas"]["ProductCard"][];
                page: number;
                pageSize: number;
                total: number;
            };
        };
        Voucher: {
            id: string;
            /** @example CHODEP100 */
            code: string;
            name: string;
            /** @enum {string} */
            kind: "platform" | "cashback" | "shop" | "free_shipping";
            shop: {
                id: string;
                name: string;
                logoUrl: string | null;
            } | null;
            /** @enum {string} */
            discountType: "fixed" | "percent";
            /** @description Dong for fixed, whole percent for percent */
            value: number;
            /** @description Whole dong */
            maxDiscount: number | null;
            /** @description discount_by_range_price: an order base in [from, to) gets value */
            ranges: {
                /** @description Whole dong */
                from: number;
                /** @description Whole dong */
                to: number | null;
                value: number;
            }[] | null;
            /** @description Whole dong */
            minOrderValue: number;
            /** Format: date-time */
            startsAt: string;
            /** Format: date-time */
            endsAt: string;
            /** @enum {string} */
            state: "upcoming" | "running" | "ended";
            usedPercent: number | null;
            saveLimit: number | null;
            remainingSaves: number | null;
            saved: boolean;
            productScoped: boolean;
            firstPurchaseOnly: boolean;
            appOnly: boolean;
            paymentMethods: string[] | null;
            shippingMethods: string[] | null;
        };
        SavedVoucher: {
            id: string;
            /** @example CHODEP100 */
            code: string;
            name: string;
            /** @enum {string} */
            kind: "platform" | "cashback" | "shop" | "free_shipping";
            shop: {
                id: string;
                name: string;
                logoUrl: string | null;
            } | null;
            /** @enum {string} */
            discountType: "fixed" | "percent";
            /** @description Dong for fixed, whole percent for percent */
            value: number;
            /** @description Whole dong */
            maxDiscount: number | null;
            /** @description discount_by_range_price: an order base in [from, to) gets value */
            ranges: {
                /** @description Whole dong */
                from: number;
                /** @description Whole dong */
                to: number | null;
                value: number;
            }[] | null;
            /** @description Whole dong */
            minOrderValue: number;
            /** Format: date-time */
            startsAt: string;
            /** Format: date-time */
            endsAt: string;
            /** @enum {string} */
            state: "upcoming" | "running" | "ended";
            usedPercent: number | null;
            saveLimit: number | null;
            remainingSaves: number | null;
            saved: boolean;
            productScoped: boolean;
            firstPurchaseOnly: boolean;
            appOnly: boolean;
            paymentMethods: string[] | null;
            shippingMethods: string[] | null;
            /** @enum {string} */
            savedState: "usable" | "used" | "expired";
            /** Format: date-time */
            savedAt: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
