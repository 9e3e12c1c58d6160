"""Settings of the server `make run` starts (gunicorn; the address and the number of workers
come from the Makefile's command line).

gunicorn refuses a request line longer than 4,094 bytes with its own bare 414 page. The site
answers over-long queries itself (a message in the page's language, JSON in the API), so the
request line is not limited here; the site's own limits apply.
"""

limit_request_line = 0
accesslog = "-"
